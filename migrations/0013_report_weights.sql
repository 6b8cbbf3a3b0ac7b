CREATE TABLE `registration_slots` (
	`address_key` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `registration_slots_by_address` ON `registration_slots` (`address_key`,`created_at`);--> statement-breakpoint
ALTER TABLE `stories` ADD `report_weight` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `stories` ADD `kept_at` integer;--> statement-breakpoint
ALTER TABLE `story_reports` ADD `weight` integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE `story_reports` ADD `address_key` text;--> statement-breakpoint
CREATE INDEX `feedbacks_by_user` ON `feedbacks` (`user_id`);--> statement-breakpoint
UPDATE `stories` SET `report_weight` = `report_count` * 100;
