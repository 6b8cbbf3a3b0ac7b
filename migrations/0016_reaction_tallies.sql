CREATE TABLE `reaction_tallies` (
	`id` integer PRIMARY KEY NOT NULL,
	`story_id` text NOT NULL,
	`likes` integer NOT NULL,
	`dislikes` integer NOT NULL,
	FOREIGN KEY (`story_id`) REFERENCES `stories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reaction_tallies_by_story` ON `reaction_tallies` (`story_id`,`likes`,`dislikes`);