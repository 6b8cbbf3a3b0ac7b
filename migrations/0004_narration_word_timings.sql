ALTER TABLE `story_assets` ADD `timings_key` text;--> statement-breakpoint
CREATE INDEX `story_assets_untimed` ON `story_assets` (`kind`,`status`) WHERE "story_assets"."timings_key" IS NULL;