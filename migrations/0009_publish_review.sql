DROP INDEX `stories_reviewed`;--> statement-breakpoint
ALTER TABLE `stories` ADD `review` text;--> statement-breakpoint
ALTER TABLE `stories` ADD `review_reason` text;--> statement-breakpoint
ALTER TABLE `stories` ADD `waiting_since` integer;--> statement-breakpoint
-- Stories public before the review existed count as approved (the demo content stays listed); one hidden
-- by reports waits again; one an admin unpublished after reports is declined.
UPDATE `stories` SET `review` = CASE
    WHEN `review_outcome` = 'unpublished' THEN 'declined'
    WHEN `is_public` = 1 AND `hidden_at` IS NOT NULL THEN 'waiting'
    WHEN `is_public` = 1 THEN 'approved'
  END,
  `review_reason` = CASE
    WHEN `review_outcome` = 'unpublished' OR (`is_public` = 1 AND `hidden_at` IS NOT NULL) THEN 'reported'
  END,
  `waiting_since` = CASE WHEN `is_public` = 1 AND `hidden_at` IS NOT NULL THEN `hidden_at` END;--> statement-breakpoint
CREATE INDEX `stories_waiting_review` ON `stories` (`waiting_since`) WHERE review = 'waiting';--> statement-breakpoint
ALTER TABLE `stories` DROP COLUMN `review_outcome`;