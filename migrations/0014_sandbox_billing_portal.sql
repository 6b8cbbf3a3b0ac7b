CREATE TABLE `sandbox_portal_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`return_url` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `sandbox_subscriptions` ADD `card_last4` text;--> statement-breakpoint
ALTER TABLE `sandbox_subscriptions` ADD `card_expiry` text;--> statement-breakpoint
ALTER TABLE `sandbox_subscriptions` ADD `card_charges_fail` integer DEFAULT false NOT NULL;