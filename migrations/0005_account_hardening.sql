CREATE TABLE `live_tickets` (
	`ticket_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`story_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `live_tickets_by_expiry` ON `live_tickets` (`expires_at`);--> statement-breakpoint
CREATE TABLE `login_failures` (
	`email_hash` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_failures_by_update` ON `login_failures` (`updated_at`);--> statement-breakpoint
ALTER TABLE `sessions` ADD `family_started_at` integer;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `failed_logins`;--> statement-breakpoint
-- Hand-written backfills (issue 13).
-- A family's sign-in time is its oldest row's creation: rotation copies it and caps expiry at +90 days.
UPDATE `sessions` SET `family_started_at` = (SELECT min(s.`created_at`) FROM `sessions` s WHERE s.`family_id` = `sessions`.`family_id`);--> statement-breakpoint
-- Private stories' links were their titles' slugs, guessable from the title: each gets 64 random bits,
-- so only the link the owner shares finds it (new stories get theirs from worker/stories/slug.ts).
UPDATE `stories` SET `slug` = `slug` || '-' || lower(hex(randomblob(8))) WHERE `is_public` = 0;
