import type { APIRequestContext } from '@playwright/test';

/** Every public route of the spec, the heading it shows and one text of its own. */
export const PUBLIC_ROUTES = [
  {
    path: '/',
    heading: 'Embroidery files that stitch out perfectly, the first time',
    text: 'We Offer Best Services',
  },
  { path: '/aboutus', heading: 'The people behind Stitchdesk', text: 'From one machine to a full studio' },
  { path: '/faq', heading: 'Frequently Asked Questions', text: 'How many revisions can I ask for?' },
  { path: '/getquote', heading: 'Get a Free Quote', text: 'What happens next' },
  { path: '/login', heading: 'Login', text: 'Email' },
  { path: '/register', heading: 'Register', text: 'Username' },
  { path: '/services', heading: 'Everything between your idea and the finished piece', text: 'Vector Art' },
  { path: '/services/digitizing', heading: 'Embroidery Digitizing', text: 'Embroidery Digitizing Services' },
  { path: '/services/vector', heading: 'Vector Art', text: 'Vector Art Services' },
  { path: '/services/patches', heading: 'Custom Patches', text: 'Custom Patches Services' },
  { path: '/pricing', heading: 'Simple, flat-rate pricing', text: 'Embroidery Digitizing' },
  { path: '/pricing/digitizing', heading: 'Embroidery Digitizing Pricing', text: 'Monthly Contracts' },
  { path: '/pricing/vector', heading: 'Vector Art Pricing', text: 'Monthly Contracts' },
  { path: '/pricing/patches', heading: 'Custom Patches Pricing', text: 'Custom Patch Packages' },
  { path: '/not-found', heading: 'Uh-oh!', text: "We can't find that page." },
] as const;

/** A new client account's details, unique to this call (not registered). */
export function newClientDetails(label: string) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    username: `${label} ${stamp}`,
    email: `${label.toLowerCase()}-${stamp}@example.test`,
    password: 'client-password-1',
  };
}

/** A new client account, registered through the API: its username, email and password. */
export async function newClient(request: APIRequestContext, label: string) {
  const client = newClientDetails(label);
  const registered = await request.post('/api/v1/user/register', { data: client });
  if (registered.status() !== 201) throw new Error(`register answered ${registered.status()}`);
  return client;
}

/** A new client account's token (registered and signed in through the API). */
export async function newClientToken(request: APIRequestContext, label: string): Promise<string> {
  const client = await newClient(request, label);
  const login = await request.post('/api/v1/user/login', { data: client });
  return ((await login.json()) as { token: string }).token;
}
