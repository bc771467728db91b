/** Ports of the site and demo API the browser tests start (override to run two suites at once). */
export const sitePort = Number(process.env.E2E_SITE_PORT ?? 4399);
export const apiPort = Number(process.env.E2E_API_PORT ?? 8799);
export const apiUrl = `http://127.0.0.1:${apiPort}`;
