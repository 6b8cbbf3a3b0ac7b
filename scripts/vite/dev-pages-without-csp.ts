import type { Plugin } from "vite";

/**
 * `vite dev` only: pages lose their Content-Security-Policy, which would block the inline scripts
 * Vite and React Fast Refresh add; `vite preview` and production keep the Worker's.
 */
export function devPagesWithoutCsp(): Plugin {
  return {
    name: "fabulo-dev-pages-without-csp",
    apply: "serve",
    // Before the Cloudflare plugin's middleware, which answers pages from the Worker.
    enforce: "pre",
    configureServer(server) {
      server.middlewares.use((_request, response, next) => {
        const writeHead = response.writeHead.bind(response) as (status: number, headers?: Record<string, unknown>) => typeof response;
        response.writeHead = ((status: number, headers?: Record<string, unknown>) => {
          if (headers) delete headers["content-security-policy"];
          response.removeHeader("content-security-policy");
          return writeHead(status, headers);
        }) as typeof response.writeHead;
        next();
      });
    },
  };
}
