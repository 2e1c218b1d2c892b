/** The API under test and the static server of the built renderer (its own origin, admitted by CORS). */
export const API_PORT = Number(process.env.E2E_PORT ?? 4320);
export const RENDERER_PORT = API_PORT + 1;
export const SERVER_URL = `http://127.0.0.1:${API_PORT}`;
export const RENDERER_ORIGIN = `http://127.0.0.1:${RENDERER_PORT}`;
