/*
 * Sends `count` failed logins at once from another process (so the flood's own client work does not
 * share the test's event loop) and prints their statuses as JSON. Used by the login attack tests.
 * Arguments: <base url> <email> <count> <x-forwarded-for>[,<x-forwarded-for>…]
 * Login i comes from the (i mod n)-th address; `%d` in the e-mail is replaced by i.
 */
const [url, email, count, ips] = process.argv.slice(2);
const addresses = ips.split(',');

const sends = Array.from({ length: Number(count) }, async (_, i) => {
  const response = await fetch(`${url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': addresses[i % addresses.length] },
    body: JSON.stringify({ email: email.replace('%d', String(i)), password: `flood ${i}` }),
  });
  await response.arrayBuffer();
  return response.status;
});
process.send?.('sent');
process.send?.({ statuses: await Promise.all(sends) });
