import { Hono } from "hono";
import { z } from "zod";
import { requireUser } from "../auth/middleware";
import { validate } from "../http/validate";
import type { AppEnv } from "../types";
import { dateOfBirthSchema, genderSchema, nameSchema } from "../users/account-input";
import { callerId } from "../users/caller";
import { createProfile, deleteProfile, listProfiles, updateProfile } from "../users/profiles";

const profileBody = z.object({
  name: nameSchema,
  dateOfBirth: dateOfBirthSchema,
  gender: genderSchema.nullish(),
});

const idParam = z.object({ id: z.string() });

/** Mounted at /api/users/profiles; every route needs sign-in and touches only the caller's profiles. */
export const profileRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json({ profiles: await listProfiles(c.var.db, callerId(c.get("user"))) }))
  .post("/", validate("json", profileBody), async (c) => {
    const profile = await createProfile(c.var.db, callerId(c.get("user")), c.req.valid("json"));
    return c.json({ profile }, 201);
  })
  .put("/:id", validate("param", idParam), validate("json", profileBody), async (c) => {
    const profile = await updateProfile(c.var.db, callerId(c.get("user")), c.req.valid("param").id, c.req.valid("json"));
    return c.json({ profile });
  })
  .delete("/:id", validate("param", idParam), async (c) => {
    await deleteProfile(c.var.db, callerId(c.get("user")), c.req.valid("param").id);
    return c.json({ success: true });
  });
