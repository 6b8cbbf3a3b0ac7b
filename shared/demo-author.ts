/** The demo stories' author (worker/seed/demo.ts seeds them): the browser tests tell demo stories apart by it. */
export const DEMO_AUTHOR_EMAIL = "demo@fabulo.local";
export const DEMO_AUTHOR_ID = "000000000000000000000001";
