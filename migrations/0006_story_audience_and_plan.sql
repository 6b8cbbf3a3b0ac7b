ALTER TABLE `stories` ADD `age_band` text DEFAULT '6-8' NOT NULL;--> statement-breakpoint
ALTER TABLE `stories` ADD `hero_name` text;--> statement-breakpoint
ALTER TABLE `stories` ADD `hero_gender` text;--> statement-breakpoint
ALTER TABLE `stories` ADD `plan` text;