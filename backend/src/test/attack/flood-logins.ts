/*
 * Sends `count` failed logins at once from another process (so the flood's own client work does not
 * share the test's event loop) and prints their statuses as JSON. Used by login-race.test.ts.
 * Arguments: <base url> <email> <count> <x-forwarded-for>
 */
const [url, email, count, ip] = process.argv.slice(2);

const sends = Array.from({ length: Number(count) }, async (_, i) => {
  const response = await fetch(`${url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password: `flood ${i}` }),
  });
  await response.arrayBuffer();
  return response.status;
});
process.send?.('sent');
process.send?.({ statuses: await Promise.all(sends) });
