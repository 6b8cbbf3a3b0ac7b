/**
 * What Cloudflare's edge does in front of the Worker that `vite preview` (npm start, the browser
 * tests) does not: compress text answers, and never show a visitor a stack trace. Without the first,
 * local first-paint figures measure uncompressed scripts that production never sends.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from "node:zlib";
import type { Connect, Plugin } from "vite";

/**
 * The content types Cloudflare compresses for visitors, as its documentation lists them
 * (developers.cloudflare.com/speed/optimization/content/compression/).
 */
export const CLOUDFLARE_COMPRESSED_TYPES = new Set([
  "text/html", "text/richtext", "text/plain", "text/css", "text/x-script", "text/x-component", "text/x-java-source",
  "text/x-markdown", "application/javascript", "application/x-javascript", "text/javascript", "text/js", "image/x-icon",
  "image/vnd.microsoft.icon", "application/x-perl", "application/x-httpd-cgi", "text/xml", "application/xml",
  "application/rss+xml", "application/vnd.api+json", "application/x-protobuf", "application/json", "multipart/bag",
  "multipart/mixed", "application/xhtml+xml", "font/ttf", "font/otf", "font/x-woff", "image/svg+xml",
  "application/vnd.ms-fontobject", "application/ttf", "application/x-ttf", "application/otf", "application/x-otf",
  "application/truetype", "application/opentype", "application/x-opentype", "application/font-woff", "application/eot",
  "application/font", "application/font-sfnt", "application/wasm", "application/javascript-binast",
  "application/manifest+json", "application/ld+json", "application/graphql+json", "application/geo+json",
]);

/** Of successful answers Cloudflare compresses only 200, of errors only 403 and 404. */
const COMPRESSED_STATUSES = new Set([200, 403, 404]);

export type Encoding = "br" | "gzip";

/** The encoding an Accept-Encoding value asks for: the highest q of Brotli and gzip, Brotli on a tie. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) quality.set(name, q === undefined ? 1 : Number(q));
  }
  const of = (encoding: Encoding) => quality.get(encoding) ?? quality.get("*") ?? 0;
  const [br, gzip] = [of("br"), of("gzip")];
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? "br" : "gzip";
}

/** Whether Cloudflare would compress an answer with this status and these headers (lower-case names). */
export function isCompressible(status: number, headers: OutgoingHttpHeaders): boolean {
  const type = String(headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  return (
    COMPRESSED_STATUSES.has(status) &&
    CLOUDFLARE_COMPRESSED_TYPES.has(type) &&
    !headers["content-encoding"] &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(headers["cache-control"] ?? ""))
  );
}

type WriteHeadArgs = [status: number, reasonOrHeaders?: string | OutgoingHttpHeaders, headers?: OutgoingHttpHeaders];
type WriteArgs = [chunk: unknown, ...rest: unknown[]];

/**
 * Compresses the answer when the request asks for Brotli or gzip and the answer is one Cloudflare
 * compresses: Content-Length goes, Content-Encoding and `Vary: Accept-Encoding` come, a strong ETag
 * turns weak (the bytes differ from the identity's). Backpressure is kept both ways.
 */
export function compressLikeCloudflare(): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    if (!encoding || req.method === "HEAD") return next();
    const writeHead = res.writeHead.bind(res) as (...args: WriteHeadArgs) => ServerResponse;
    const write = res.write.bind(res) as (...args: WriteArgs) => boolean;
    const end = res.end.bind(res) as (...args: WriteArgs | []) => ServerResponse;
    let compressor: BrotliCompress | Gzip | undefined;

    res.writeHead = ((...[status, reasonOrHeaders, headers]: WriteHeadArgs) => {
      const reason = typeof reasonOrHeaders === "string" ? reasonOrHeaders : undefined;
      const given = typeof reasonOrHeaders === "object" ? reasonOrHeaders : headers;
      for (const [name, value] of Object.entries(given ?? {})) if (value !== undefined) res.setHeader(name, value);
      if (isCompressible(status, res.getHeaders())) compressor = startCompressing(res, encoding, write, end);
      return reason === undefined ? writeHead(status) : writeHead(status, reason);
    }) as ServerResponse["writeHead"];
    // Headers first (an implicit writeHead decides), then the body through the compressor if there is one.
    res.write = ((...[chunk, ...rest]: WriteArgs) => {
      if (!res.headersSent) res.writeHead(res.statusCode);
      if (!compressor) return write(chunk, ...rest);
      const encodingName = typeof rest[0] === "string" ? (rest[0] as BufferEncoding) : undefined;
      const callback = rest.find((item) => typeof item === "function") as (() => void) | undefined;
      return compressor.write(typeof chunk === "string" ? Buffer.from(chunk, encodingName) : (chunk as Uint8Array), callback);
    }) as ServerResponse["write"];
    res.end = ((...args: WriteArgs | []) => {
      if (!res.headersSent) res.writeHead(res.statusCode);
      if (!compressor) return end(...args);
      const [chunk, ...rest] = args;
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") res.write(chunk as Uint8Array, ...(rest as []));
      compressor.end();
      return res;
    }) as ServerResponse["end"];
    next();
  };
}

function startCompressing(
  res: ServerResponse,
  encoding: Encoding,
  write: (chunk: Buffer) => boolean,
  end: () => ServerResponse,
): BrotliCompress | Gzip {
  res.removeHeader("Content-Length");
  res.setHeader("Content-Encoding", encoding);
  const vary = String(res.getHeader("Vary") ?? "");
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  const etag = res.getHeader("ETag");
  if (typeof etag === "string" && !etag.startsWith("W/")) res.setHeader("ETag", `W/${etag}`);
  // Brotli at quality 4, gzip at 6: on-the-fly levels, fast enough for a 300 KB script on every request.
  const compressor = encoding === "br" ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip({ level: 6 });
  compressor.on("data", (chunk: Buffer) => {
    if (!write(chunk)) compressor.pause();
  });
  compressor.on("end", () => end());
  res.on("drain", () => compressor.resume());
  compressor.on("drain", () => res.emit("drain"));
  return compressor;
}

/**
 * `vite preview` only: compression in front of Cloudflare's plugin (its Worker answers every request),
 * and a plain 502 when the plugin cannot get an answer from workerd, where connect would show the
 * error's stack trace as a page.
 */
export function previewLikeCloudflare(): Plugin {
  return {
    name: "fabulo-preview-like-cloudflare",
    enforce: "pre",
    configurePreviewServer(server) {
      server.middlewares.use(compressLikeCloudflare());
      return () => {
        server.middlewares.use(((error: unknown, _req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
          console.error("preview: the Worker gave no answer", error);
          if (res.headersSent) return next(error);
          res.writeHead(502, { "Content-Type": "application/json" });
          res.end(JSON.stringify({ message: "The local server could not get an answer from the Worker" }));
        }) as Connect.ErrorHandleFunction);
      };
    },
  };
}
