ALTER TABLE `config_changes` ADD `actor_name` text;--> statement-breakpoint
ALTER TABLE `config_changes` ADD `confirmation` text;--> statement-breakpoint
UPDATE `config_changes` SET `actor_name` = (SELECT `name` FROM `users` WHERE `users`.`id` = `config_changes`.`actor_id`);
