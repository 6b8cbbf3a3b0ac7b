DROP TABLE `sandbox_invoices`;--> statement-breakpoint
DROP TABLE `sandbox_portal_sessions`;--> statement-breakpoint
DROP TABLE `sandbox_subscriptions`;