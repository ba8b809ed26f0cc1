<?php
/**
 * Plugin Name: Site connector
 * Description: Tells the company website when a post changes, so readers see it within seconds, and points
 *              WordPress's Preview button at the website. Drop this file into wp-content/mu-plugins/.
 * Version: 1.0.0
 * Requires at least: 5.6
 * Requires PHP: 7.4
 *
 * Configured in wp-config.php:
 *   define('SITE_FRONTEND_URL', 'https://www.example.com');   // the website's public address
 *   define('SITE_REVALIDATE_SECRET', '...');                  // the website's REVALIDATE_SECRET (32+ characters)
 *
 * When a post is published, updated, unpublished, trashed or deleted, it sends
 *   POST {SITE_FRONTEND_URL}/api/revalidate
 *   X-Revalidate-Timestamp: <unix seconds>
 *   X-Revalidate-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" under the secret>
 *   {"event":"publish","id":123,"slugs":["new-slug","old-slug"]}
 * The website refuses a request whose timestamp is more than five minutes away from its clock (a replay).
 *
 * Preview opens {SITE_FRONTEND_URL}/blog/preview/<id>?expires=<unix seconds>&token=<hex HMAC-SHA256 of
 * "preview:<id>:<expires>">, valid for SITE_PREVIEW_SECONDS (default 15 minutes). The website reads the draft
 * from WordPress with its own application password.
 */

if (!defined('ABSPATH')) {
    exit;
}

final class Site_Connector
{
    /** @var array<int, array{event: string, slugs: array<string, true>}> changes seen in this request */
    private static $changes = [];

    public static function configured(): bool
    {
        return defined('SITE_FRONTEND_URL') && defined('SITE_REVALIDATE_SECRET')
            && SITE_FRONTEND_URL !== '' && strlen((string) SITE_REVALIDATE_SECRET) >= 32;
    }

    private static function frontend(): string
    {
        return rtrim((string) SITE_FRONTEND_URL, '/');
    }

    private static function sign(string $message): string
    {
        return hash_hmac('sha256', $message, (string) SITE_REVALIDATE_SECRET);
    }

    /** Only blog posts, never revisions or autosaves. */
    private static function relevant($post): bool
    {
        return $post instanceof WP_Post && $post->post_type === 'post'
            && !wp_is_post_revision($post) && !wp_is_post_autosave($post);
    }

    /** The slug readers know: WordPress appends __trashed to a trashed post's slug. */
    private static function slug_of(WP_Post $post): string
    {
        $slug = preg_replace('/__trashed$/', '', (string) $post->post_name);
        if ($slug === '') {
            $slug = (string) get_post_meta($post->ID, '_wp_desired_post_slug', true);
        }
        return $slug;
    }

    private static function remember(WP_Post $post, string $event, array $slugs): void
    {
        if (!isset(self::$changes[$post->ID])) {
            self::$changes[$post->ID] = ['event' => $event, 'slugs' => []];
            // Sent once per request, after WordPress has finished saving.
            if (count(self::$changes) === 1) {
                add_action('shutdown', [self::class, 'send']);
            }
        } else {
            self::$changes[$post->ID]['event'] = $event;
        }
        foreach ($slugs as $slug) {
            if (is_string($slug) && $slug !== '') {
                self::$changes[$post->ID]['slugs'][$slug] = true;
            }
        }
    }

    /** publish, update, unpublish (to draft, pending, private or scheduled) and trash. */
    public static function on_transition(string $new_status, string $old_status, $post): void
    {
        if (!self::relevant($post) || ($new_status !== 'publish' && $old_status !== 'publish')) {
            return;
        }
        $event = $new_status === 'publish'
            ? ($old_status === 'publish' ? 'update' : 'publish')
            : ($new_status === 'trash' ? 'trash' : 'unpublish');
        self::remember($post, $event, [self::slug_of($post)]);
    }

    /** A published post whose slug changed: the old address must go too. */
    public static function on_updated(int $post_id, $after, $before): void
    {
        if (!self::relevant($after) || !$before instanceof WP_Post) {
            return;
        }
        if ($before->post_status !== 'publish' && $after->post_status !== 'publish') {
            return;
        }
        if ($before->post_name !== $after->post_name) {
            self::remember($after, $after->post_status === 'publish' ? 'update' : 'unpublish', [
                self::slug_of($after),
                self::slug_of($before),
            ]);
        }
    }

    /** Deleted for good (also from the trash, where it was already unpublished). */
    public static function on_delete(int $post_id, $post = null): void
    {
        $post = $post instanceof WP_Post ? $post : get_post($post_id);
        if (self::relevant($post)) {
            self::remember($post, 'delete', [self::slug_of($post)]);
        }
    }

    /** Sends one signed request per changed post. A failure is logged; the website's 5 minutes still apply. */
    public static function send(): void
    {
        if (!self::configured()) {
            return;
        }
        foreach (self::$changes as $id => $change) {
            $body = wp_json_encode([
                'event' => $change['event'],
                'id' => $id,
                'slugs' => array_keys($change['slugs']),
            ]);
            $timestamp = (string) time();
            $response = wp_remote_post(self::frontend() . '/api/revalidate', [
                'timeout' => 5,
                'redirection' => 0,
                'headers' => [
                    'Content-Type' => 'application/json',
                    'X-Revalidate-Timestamp' => $timestamp,
                    'X-Revalidate-Signature' => 'sha256=' . self::sign($timestamp . '.' . $body),
                ],
                'body' => $body,
            ]);
            $status = is_wp_error($response) ? $response->get_error_message() : wp_remote_retrieve_response_code($response);
            if ($status !== 200) {
                error_log(sprintf('Site connector: revalidating post %d answered %s', $id, $status));
            }
        }
        self::$changes = [];
    }

    /** WordPress's Preview button: the draft on the website, behind a signed token that soon expires. */
    public static function preview_link(string $link, $post): string
    {
        if (!self::configured() || !self::relevant($post)) {
            return $link;
        }
        $lifetime = defined('SITE_PREVIEW_SECONDS') ? max(60, (int) SITE_PREVIEW_SECONDS) : 15 * MINUTE_IN_SECONDS;
        $expires = time() + $lifetime;
        return self::frontend() . '/blog/preview/' . $post->ID . '?' . http_build_query([
            'expires' => $expires,
            'token' => self::sign('preview:' . $post->ID . ':' . $expires),
        ]);
    }
}

add_action('transition_post_status', [Site_Connector::class, 'on_transition'], 10, 3);
add_action('post_updated', [Site_Connector::class, 'on_updated'], 10, 3);
add_action('before_delete_post', [Site_Connector::class, 'on_delete'], 10, 2);
add_filter('preview_post_link', [Site_Connector::class, 'preview_link'], 10, 2);
