CREATE TABLE `story_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`story_id` text NOT NULL,
	`user_id` text NOT NULL,
	`reason` text NOT NULL,
	`text` text,
	`resolved_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`story_id`) REFERENCES `stories`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `story_reports_one_per_reader` ON `story_reports` (`story_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `story_reports_by_user` ON `story_reports` (`user_id`);--> statement-breakpoint
ALTER TABLE `stories` ADD `report_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `stories` ADD `reported_at` integer;--> statement-breakpoint
ALTER TABLE `stories` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `stories` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `stories` ADD `review_outcome` text;--> statement-breakpoint
CREATE INDEX `stories_open_reports` ON `stories` (`reported_at`) WHERE report_count > 0;--> statement-breakpoint
CREATE INDEX `stories_reviewed` ON `stories` (`reviewed_at`) WHERE reviewed_at is not null;