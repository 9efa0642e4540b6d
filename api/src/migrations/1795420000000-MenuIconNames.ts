import { MigrationInterface, QueryRunner } from 'typeorm';

/** The seeded menu entries' emoji icons, per navigation_id, and the icon-set name that replaces each. */
const ICONS: [navigationId: string, emoji: string, iconName: string][] = [
  ['dashboard', '🏠', 'home'],
  ['my-information', '👤', 'user'],
  ['my-teams', '🤝', 'users'],
  ['my-subs', '✉️', 'mail'],
  ['member-information', '👤', 'user'],
  ['search-members', '🔎', 'search'],
  ['event-calendar', '📅', 'calendar'],
  ['new-event', '➕', 'calendar-plus'],
  ['edit-event', '✏️', 'pencil'],
  ['play-reading', '📖', 'book'],
  ['holiday-party', '🎄', 'gift'],
  ['may-social', '🌸', 'flower'],
  ['audition-application', '🎭', 'drama'],
  ['audition-submissions', '🎬', 'clapperboard'],
  ['edit-teams', '🛠️', 'wrench'],
  ['edit-member', '🗂️', 'folder'],
  ['edit-member-details', '🗂️', 'folder'],
  ['member-log', '📋', 'clipboard'],
  ['mass-email', '📣', 'megaphone'],
  ['email-management', '⏰', 'alarm-clock'],
  ['rsvp-settings', '🎟️', 'ticket'],
  ['login', '🔑', 'key'],
  ['verify-login', '🔑', 'key'],
  ['join', '📝', 'file-pen'],
];
const emojiMarkup = (emoji: string) => `<span class="nav-icon" aria-hidden="true">${emoji}</span>`;

/**
 * Emoji show as empty boxes where no emoji font is installed: the seeded entries now name an icon that the shell
 * draws as inline SVG. Only rows still holding the seeded emoji change, so an admin's own icon stays.
 */
export class MenuIconNames1795420000000 implements MigrationInterface {
  name = 'MenuIconNames1795420000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [navigationId, emoji, iconName] of ICONS) {
      await queryRunner.query(`UPDATE "navigation_items" SET "icon" = $1 WHERE "navigation_id" = $2 AND "icon" = $3`, [
        iconName,
        navigationId,
        emojiMarkup(emoji),
      ]);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [navigationId, emoji, iconName] of ICONS) {
      await queryRunner.query(`UPDATE "navigation_items" SET "icon" = $1 WHERE "navigation_id" = $2 AND "icon" = $3`, [
        emojiMarkup(emoji),
        navigationId,
        iconName,
      ]);
    }
  }
}
