CREATE TABLE `story_creations` (
	`story_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `story_creations_by_user` ON `story_creations` (`user_id`,`created_at`);--> statement-breakpoint
-- Stories that exist already count as created (written by hand: drizzle-kit only writes the schema).
INSERT INTO `story_creations` (`story_id`, `user_id`, `created_at`) SELECT `id`, `user_id`, `created_at` FROM `stories`;
