ALTER TABLE `stories` ADD `cover_variants` text;--> statement-breakpoint
ALTER TABLE `story_assets` ADD `variants` text;--> statement-breakpoint
CREATE INDEX `story_assets_missing_variants` ON `story_assets` (`updated_at`) WHERE "story_assets"."kind" = 'image' and "story_assets"."status" = 'done' and "story_assets"."variants" is null;