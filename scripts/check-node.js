/*
 * Runs before `npm start`, `npm run dev` and `npm test`, on the Node that npm's scripts get. On Linux
 * and Windows that is the Node 24 that `npm install` put in node_modules (optionalDependencies; npm
 * puts node_modules/.bin first on a script's PATH), whatever Node ran npm. Elsewhere (macOS, musl)
 * it is the machine's own Node, which must run the backend's .ts files itself: without type
 * stripping it would fail later with a stack trace, so say what to do instead.
 */
if (!process.features.typescript) {
  console.error(
    `Stitchdesk needs Node.js 24 and npm's scripts here run Node ${process.version}: install Node.js 24 (the version in .nvmrc), then run npm install and this command again.`,
  );
  process.exit(1);
}
