import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { except } from "hono/combine";
import { requestId } from "hono/request-id";
import { authenticate } from "./auth/middleware";
import { webAnalyticsToken } from "./config/web-analytics";
import { ApiError } from "./http/errors";
import { handleError, handleNotFound } from "./http/error-handler";
import { d1Session } from "./http/d1-session";
import { sameOriginOnly } from "./http/same-origin";
import { drainUnreadBody, noStore, provideDb, requestIdOnEveryAnswer, securityHeaders } from "./http/middleware";
import { adminReviewRoutes } from "./routes/admin-review";
import { appConfigRoutes } from "./routes/app-config";
import { browsePageRoutes } from "./routes/browse-page";
import { configRoutes } from "./routes/configs";
import { devRoutes } from "./routes/dev";
import { healthRoutes } from "./routes/health";
import { mediaRoutes } from "./routes/media";
import { storyPageRoutes } from "./routes/story-page";
import { storyPdfDownloadRoutes, storyPdfRoutes } from "./routes/story-pdf";
import { storyGenerationRoutes } from "./routes/story-generation";
import { storyReportRoutes } from "./routes/story-reports";
import { storyRoutes } from "./routes/stories";
import { readerRoutes, RECORDING_UPLOAD_PATH } from "./routes/readers";
import { sandboxBillingRoutes } from "./routes/sandbox-billing";
import { subscriptionRoutes } from "./routes/subscription";
import { accountRoutes } from "./routes/account";
import { profileRoutes } from "./routes/profiles";
import { sessionRoutes } from "./routes/session";
import { spaPageRoutes } from "./routes/spa-pages";
import type { AppEnv } from "./types";

/** Largest JSON body any endpoint accepts; the biggest legitimate one is an admin config value. */
const MAX_BODY_BYTES = 64 * 1024;

/** The API: one sub-app per resource, mounted under /api. */
export const api = new Hono<AppEnv>()
  .use(noStore)
  .use(
    // A recorded chapter is the one larger body; its route sets its own limit (routes/readers.ts).
    except(
      RECORDING_UPLOAD_PATH,
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: () => {
          throw new ApiError("bodyTooLarge");
        },
      }),
    ),
  )
  .use(authenticate)
  .route("/health", healthRoutes)
  .route("/admin/review", adminReviewRoutes)
  .route("/app-config", appConfigRoutes)
  .route("/configs", configRoutes)
  .route("/dev", devRoutes)
  .route("/stories", storyPdfRoutes)
  .route("/stories", storyGenerationRoutes)
  .route("/stories", storyReportRoutes)
  .route("/stories", readerRoutes)
  .route("/stories", storyRoutes)
  .route("/subscription/sandbox", sandboxBillingRoutes)
  .route("/subscription", subscriptionRoutes)
  .use("/users/*", sameOriginOnly)
  .route("/users", sessionRoutes)
  .route("/users", accountRoutes)
  .route("/users/profiles", profileRoutes);

export const app = new Hono<AppEnv>()
  .use(drainUnreadBody)
  .use(requestId())
  .use(requestIdOnEveryAnswer)
  // Outside securityHeaders, which hands it an answer whose headers can be changed.
  .use(d1Session)
  .use(securityHeaders(webAnalyticsToken))
  .use(provideDb)
  .route("/api", api)
  .route("/media/pdf", storyPdfDownloadRoutes)
  .route("/media", mediaRoutes)
  .route("/story", storyPageRoutes)
  .route("/", browsePageRoutes)
  .route("/", spaPageRoutes);

app.onError(handleError);
app.notFound(handleNotFound);

/**
 * The whole contract with the SPA: every route's path, input and JSON output. The SPA's typed client
 * (src/shared/api/client.ts, hc<AppType>) reads it from the declarations tsconfig.worker.json
 * emits, so a renamed path or field is a type error on both sides.
 */
export type AppType = typeof app;
