CREATE TABLE `reader_recordings` (
	`reader_id` text NOT NULL,
	`chapter` integer NOT NULL,
	`audio_key` text NOT NULL,
	`mime_type` text NOT NULL,
	`duration_ms` integer NOT NULL,
	`timings_key` text,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`reader_id`, `chapter`),
	FOREIGN KEY (`reader_id`) REFERENCES `story_readers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `story_readers` (
	`id` text PRIMARY KEY NOT NULL,
	`story_id` text NOT NULL,
	`name` text NOT NULL,
	`shared` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`story_id`) REFERENCES `stories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `story_readers_by_story` ON `story_readers` (`story_id`,`created_at`);