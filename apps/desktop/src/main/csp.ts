/**
 * The renderer's Content-Security-Policy. Scripts only from the app itself; network, images and
 * media also from the configured server (signed file URLs live there). Inline styles stay allowed
 * because the toast library injects its styles at runtime.
 */
export function buildCsp(options: {
  appOrigin: string;
  serverOrigin: string;
  devServerOrigin?: string;
}): string {
  const self = `'self' ${options.appOrigin}`;
  const dev = options.devServerOrigin;
  // The Vite dev server needs an inline React-refresh preamble and a websocket for HMR.
  const devScript = dev ? ` ${dev} 'unsafe-inline'` : '';
  const devConnect = dev ? ` ${dev} ${dev.replace(/^http/, 'ws')}` : '';
  const directives = [
    `default-src ${self}`,
    `script-src ${self}${devScript}`,
    `style-src ${self} 'unsafe-inline'`,
    `img-src ${self} data: blob: ${options.serverOrigin}`,
    `media-src ${self} blob: ${options.serverOrigin}`,
    `font-src ${self} data:`,
    `connect-src ${self} ${options.serverOrigin}${devConnect}`,
    `object-src 'none'`,
    `frame-src 'none'`,
    `worker-src ${self} blob:`,
    `base-uri 'none'`,
    `form-action 'none'`,
    `frame-ancestors 'none'`,
  ];
  return directives.join('; ');
}
