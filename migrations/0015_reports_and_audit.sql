DROP INDEX `stories_open_reports`;--> statement-breakpoint
ALTER TABLE `stories` ADD `reports_since` integer;--> statement-breakpoint
CREATE INDEX `stories_reports_to_read` ON `stories` (report_weight desc,`reports_since`) WHERE reports_since is not null;--> statement-breakpoint
ALTER TABLE `config_changes` ADD `actor_name` text;--> statement-breakpoint
ALTER TABLE `config_changes` ADD `confirmation` text;--> statement-breakpoint
UPDATE `config_changes` SET `actor_name` = (SELECT `name` FROM `users` WHERE `users`.`id` = `config_changes`.`actor_id`);--> statement-breakpoint
UPDATE `stories` SET `reports_since` = (SELECT min(r.`created_at`) FROM `story_reports` r WHERE r.`story_id` = `stories`.`id` AND r.`resolved_at` IS NULL)
WHERE `report_count` > 0 AND (NOT (`review` = 'approved' AND `kept_at` IS NOT NULL) OR EXISTS (
  SELECT 1 FROM `story_reports` r WHERE r.`story_id` = `stories`.`id` AND r.`resolved_at` IS NULL AND (r.`weight` >= 100 OR r.`reason` NOT IN (
    SELECT k.`reason` FROM `story_reports` k WHERE k.`story_id` = `stories`.`id` AND k.`resolved_at` IS NOT NULL))));
