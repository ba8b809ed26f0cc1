<?php
/**
 * Plugin Name: Site connector
 * Description: Tells the company website when a post changes, so readers see it within seconds, points
 *              WordPress's Preview button at the website, tells it where a renamed post went, and gives posts a
 *              DOI field and authors an ORCID iD, and gives the website the menu of its footer (Appearance >
 *              Menus, location "Website footer"). Drop this file into wp-content/mu-plugins/.
 * Version: 1.3.0
 * Requires at least: 5.6
 * Requires PHP: 7.4
 *
 * Configured in wp-config.php:
 *   define('SITE_FRONTEND_URL', 'https://www.example.com');   // the website's public address
 *   define('SITE_REVALIDATE_SECRET', '...');                  // the website's REVALIDATE_SECRET (32+ characters)
 * and, when the website runs as several instances, each of them to be told of changes (comma-separated, or an
 * array); without it, SITE_FRONTEND_URL is told:
 *   define('SITE_REVALIDATE_URLS', 'http://10.0.0.11:3000, http://10.0.0.12:3000');
 *
 * When a post or a page is published, updated, unpublished, trashed or deleted, it sends to each address, after WordPress
 * has answered the editor and without waiting for the website's answer (the editor never waits on the site),
 *   POST {address}/api/revalidate
 *   X-Revalidate-Timestamp: <unix seconds>
 *   X-Revalidate-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" under the secret>
 *   {"event":"publish","id":123,"slugs":["new-slug","old-slug"]}
 * The website refuses a request whose timestamp is more than five minutes away from its clock, and a signature
 * it has already seen (a replay). A saved, deleted or newly placed menu sends {"event":"menu","id":<menu id>,
 * "slugs":[]} the same way: every page of the website shows the footer's menu.
 *
 * A post's DOI: the field `doi` (Custom Fields, or the REST API's `meta.doi`), checked for a DOI's shape
 * (10.<4-9 digits>/<suffix without spaces>; "https://doi.org/" and "doi:" in front are dropped). The website
 * shows a post with a DOI as a paper: a doi.org link, Highwire citation tags, schema.org ScholarlyArticle.
 *
 * An author's ORCID iD: the profile field "ORCID iD" (user meta `orcid`), kept only with a valid ISO 7064 11,2
 * check digit, and given with the post's embedded author in the REST API (`orcid`) for the byline's link.
 *
 * Preview, for a user who may edit the post, opens {SITE_FRONTEND_URL}/blog/preview/<id>?expires=<unix seconds>&token=<hex HMAC-SHA256 of
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

    /** @var array<int, true> menus changed in this request */
    private static $menus = [];

    /** Sends what changed once per request, after WordPress has finished saving. */
    private static function send_at_shutdown(): void
    {
        if (!has_action('shutdown', [self::class, 'send'])) {
            add_action('shutdown', [self::class, 'send']);
        }
    }

    public static function configured(): bool
    {
        return defined('SITE_REVALIDATE_SECRET') && strlen((string) SITE_REVALIDATE_SECRET) >= 32
            && self::revalidate_urls() !== [];
    }

    /** The website's public address (preview links); the first address to tell when only those are set. */
    private static function frontend(): string
    {
        if (defined('SITE_FRONTEND_URL') && SITE_FRONTEND_URL !== '') {
            return rtrim((string) SITE_FRONTEND_URL, '/');
        }
        return self::revalidate_urls()[0] ?? '';
    }

    /** Every instance of the website to tell of a change: SITE_REVALIDATE_URLS, else SITE_FRONTEND_URL. */
    private static function revalidate_urls(): array
    {
        $urls = defined('SITE_REVALIDATE_URLS') ? SITE_REVALIDATE_URLS : (defined('SITE_FRONTEND_URL') ? SITE_FRONTEND_URL : '');
        $list = is_array($urls) ? $urls : preg_split('/[\s,]+/', (string) $urls);
        $list = array_map(function ($url) {
            return rtrim(trim((string) $url), '/');
        }, $list);
        return array_values(array_unique(array_filter($list, function ($url) {
            return (bool) preg_match('#^https?://#i', $url);
        })));
    }

    private static function sign(string $message): string
    {
        return hash_hmac('sha256', $message, (string) SITE_REVALIDATE_SECRET);
    }

    /** Blog posts and pages (the website shows both), never revisions or autosaves. */
    private static function relevant($post): bool
    {
        return $post instanceof WP_Post && in_array($post->post_type, ['post', 'page'], true)
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
            self::send_at_shutdown();
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
        if ($post instanceof WP_Post && $post->post_type === 'nav_menu_item') {
            $menus = wp_get_object_terms($post->ID, 'nav_menu', ['fields' => 'ids']);
            self::on_menu(is_array($menus) && $menus !== [] ? (int) $menus[0] : 1);
        }
        if (self::relevant($post)) {
            self::remember($post, 'delete', [self::slug_of($post)]);
        }
    }

    /** A menu saved or deleted (wp_update_nav_menu, wp_delete_nav_menu): its id, at least 1. */
    public static function on_menu($menu_id): void
    {
        self::$menus[max(1, (int) $menu_id)] = true;
        self::send_at_shutdown();
    }

    /** Which menu shows at which location changed (Manage Locations, the Customizer): the footer's menu. */
    public static function on_locations($old, $new): void
    {
        $before = is_array($old) ? ($old['nav_menu_locations'] ?? []) : [];
        $after = is_array($new) ? ($new['nav_menu_locations'] ?? []) : [];
        if ($before != $after) {
            self::on_menu($after['footer'] ?? ($before['footer'] ?? 1));
        }
    }

    /**
     * Sends one signed request per changed post to each instance, without waiting for the answers: the editor's
     * request is finished first where PHP allows it (PHP-FPM), and each request is sent and left ('blocking' =>
     * false). A site that cannot be reached is logged; the website's 5 minutes still apply.
     */
    public static function send(): void
    {
        if (!self::configured()) {
            return;
        }
        if (function_exists('fastcgi_finish_request')) {
            fastcgi_finish_request();
        }
        $bodies = [];
        foreach (self::$changes as $id => $change) {
            $bodies[$id] = wp_json_encode([
                'event' => $change['event'],
                'id' => $id,
                'slugs' => array_keys($change['slugs']),
            ]);
        }
        foreach (array_keys(self::$menus) as $id) {
            $bodies['menu ' . $id] = wp_json_encode(['event' => 'menu', 'id' => $id, 'slugs' => []]);
        }
        foreach ($bodies as $id => $body) {
            $timestamp = (string) time();
            // One signature for every instance: each accepts it once.
            $signature = 'sha256=' . self::sign($timestamp . '.' . $body);
            foreach (self::revalidate_urls() as $url) {
                $response = wp_remote_post($url . '/api/revalidate', [
                    'blocking' => false,
                    'timeout' => 2,
                    'redirection' => 0,
                    'headers' => [
                        'Content-Type' => 'application/json',
                        'X-Revalidate-Timestamp' => $timestamp,
                        'X-Revalidate-Signature' => $signature,
                    ],
                    'body' => $body,
                ]);
                if (is_wp_error($response)) {
                    error_log(sprintf('Site connector: telling %s of %s failed: %s', $url, is_int($id) ? "post $id" : $id, $response->get_error_message()));
                }
            }
        }
        self::$changes = [];
        self::$menus = [];
    }

    /**
     * WordPress's Preview button: the draft on the website, behind a signed token that soon expires. Signed only
     * for a user who may edit the post; anyone else keeps WordPress's own link, which WordPress itself guards.
     */
    /** The `doi` field in the REST API (`meta.doi`), editable by whoever may edit the post. */
    public static function register_doi(): void
    {
        register_post_meta('post', 'doi', [
            'show_in_rest' => true,
            'single' => true,
            'type' => 'string',
            'default' => '',
            'sanitize_callback' => [self::class, 'sanitize_doi'],
            'auth_callback' => function ($allowed, $meta_key, $post_id) {
                return current_user_can('edit_post', $post_id);
            },
        ]);
    }

    /** A DOI in its own shape, or '' (the field is then empty, never a wrong value). */
    public static function sanitize_doi($value): string
    {
        $doi = preg_replace('~^(?:https?://(?:dx\.)?doi\.org/|doi:\s*)~i', '', trim((string) $value));
        return strlen($doi) <= 300 && preg_match('~^10\.\d{4,9}/\S+$~', $doi) ? $doi : '';
    }

    /** The author's ORCID iD: user meta `orcid`, shown with the user (and the post's embedded author) in REST. */
    public static function register_orcid(): void
    {
        register_meta('user', 'orcid', [
            'show_in_rest' => true,
            'single' => true,
            'type' => 'string',
            'default' => '',
            'sanitize_callback' => [self::class, 'sanitize_orcid'],
        ]);
        // register_meta's field is not in the `embed` context that `_embed` reads: the author's iD is public.
        register_rest_field('user', 'orcid', [
            'get_callback' => function ($user) {
                return self::sanitize_orcid(get_user_meta((int) $user['id'], 'orcid', true));
            },
            'schema' => ['type' => 'string', 'context' => ['view', 'edit', 'embed'], 'readonly' => true],
        ]);
    }

    /** An ORCID iD as ORCID writes it (0000-0002-1825-0097), or '' when its check digit is wrong. */
    public static function sanitize_orcid($value): string
    {
        $id = strtoupper(preg_replace('~^(?:https?://)?(?:www\.)?orcid\.org/~i', '', trim((string) $value)));
        if (!preg_match('~^(\d{4})-?(\d{4})-?(\d{4})-?(\d{3}[\dX])$~', $id, $m)) {
            return '';
        }
        $digits = $m[1] . $m[2] . $m[3] . $m[4];
        $total = 0;
        for ($i = 0; $i < 15; $i++) {
            $total = ($total + (int) $digits[$i]) * 2;
        }
        $check = (12 - $total % 11) % 11;
        return ($check === 10 ? 'X' : (string) $check) === $digits[15] ? "$m[1]-$m[2]-$m[3]-$m[4]" : '';
    }

    /** The "ORCID iD" field on a user's profile page. */
    public static function orcid_field($user): void
    {
        $value = esc_attr(get_user_meta($user->ID, 'orcid', true));
        echo '<table class="form-table" role="presentation"><tr><th><label for="orcid">ORCID iD</label></th>'
            . '<td><input type="text" name="orcid" id="orcid" class="regular-text" value="' . $value . '"'
            . ' placeholder="0000-0002-1825-0097"><p class="description">Shown as a link by your name on the'
            . ' website. An iD whose check digit is wrong is not saved.</p></td></tr></table>';
    }

    public static function save_orcid(int $user_id): void
    {
        if (!current_user_can('edit_user', $user_id) || !isset($_POST['orcid'])) {
            return;
        }
        update_user_meta($user_id, 'orcid', self::sanitize_orcid(wp_unslash($_POST['orcid'])));
    }

    public static function preview_link(string $link, $post): string
    {
        if (!self::configured() || !self::relevant($post) || !current_user_can('edit_post', $post->ID)) {
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
add_action('wp_update_nav_menu', [Site_Connector::class, 'on_menu'], 10, 1);
add_action('wp_update_nav_menu_item', [Site_Connector::class, 'on_menu'], 10, 1);
add_action('wp_delete_nav_menu', [Site_Connector::class, 'on_menu'], 10, 1);
add_action('update_option_theme_mods_' . get_option('stylesheet'), [Site_Connector::class, 'on_locations'], 10, 2);
add_filter('preview_post_link', [Site_Connector::class, 'preview_link'], 10, 2);
add_action('init', [Site_Connector::class, 'register_doi']);
add_action('init', [Site_Connector::class, 'register_orcid']);
add_action('show_user_profile', [Site_Connector::class, 'orcid_field']);
add_action('edit_user_profile', [Site_Connector::class, 'orcid_field']);
add_action('personal_options_update', [Site_Connector::class, 'save_orcid']);
add_action('edit_user_profile_update', [Site_Connector::class, 'save_orcid']);

/**
 * Where a renamed post went, for the website's 404s: GET /wp-json/site-connector/v1/redirect?path=/old-slug
 * (&lang=cs with Polylang; &type=page for a page) answers {"to": "/new-slug"} or {"to": null}. It reads what WordPress itself keeps:
 * the old slugs of a renamed post (post meta `_wp_old_slug`, as wp_old_slug_redirect() reads them) and, when the
 * Redirection plugin is active, its redirect for that path when it leads to a published post of this WordPress.
 * Public, as the old permalink's own redirect is; one indexed query (and one Redirection lookup) per call.
 */
final class Site_Connector_Redirects
{
    public static function register(): void
    {
        $checked = ['type' => 'string', 'validate_callback' => 'rest_validate_request_arg'];
        register_rest_route('site-connector/v1', '/redirect', [
            'methods' => 'GET',
            'permission_callback' => '__return_true',
            'args' => [
                'path' => $checked + ['required' => true, 'pattern' => '^/[a-z0-9-]{1,200}/?$'],
                'lang' => $checked + ['pattern' => '^[a-z]{2}$'],
                'type' => $checked + ['enum' => ['post', 'page'], 'default' => 'post'],
            ],
            'callback' => [self::class, 'answer'],
        ]);
    }

    public static function answer(WP_REST_Request $request): WP_REST_Response
    {
        $slug = trim((string) $request['path'], '/');
        $lang = (string) ($request['lang'] ?? '');
        $type = $request['type'] === 'page' ? 'page' : 'post';
        $id = self::by_old_slug($slug, $lang, $type) ?: self::by_redirection('/' . $slug, $lang);
        $post = $id ? get_post($id) : null;
        $moved = $post && $post->post_status === 'publish' && $post->post_type === $type && $post->post_name !== $slug;
        return new WP_REST_Response(['to' => $moved ? '/' . $post->post_name : null], 200);
    }

    /**
     * The published post that had this slug before (the newest such one), in this language when one is asked.
     * WordPress keeps old slugs of posts only, not of pages (a hierarchical type): a page is found by Redirection.
     */
    private static function by_old_slug(string $slug, string $lang, string $type): int
    {
        $ids = get_posts([
            'post_type' => $type,
            'post_status' => 'publish',
            'meta_key' => '_wp_old_slug',
            'meta_value' => $slug,
            'posts_per_page' => 5,
            'fields' => 'ids',
            'no_found_rows' => true,
            'lang' => '', // every language (Polylang), checked below
        ]);
        foreach ($ids as $id) {
            if (self::in_language((int) $id, $lang)) {
                return (int) $id;
            }
        }
        return 0;
    }

    /** The Redirection plugin's redirect for the path, when it leads to a post on this WordPress. */
    private static function by_redirection(string $path, string $lang): int
    {
        if (!class_exists('Red_Item') || !method_exists('Red_Item', 'get_for_matched_url')) {
            return 0;
        }
        try {
            foreach (array_slice((array) Red_Item::get_for_matched_url($path), 0, 5) as $item) {
                if (!$item->is_enabled() || $item->get_action_type() !== 'url') {
                    continue;
                }
                $target = (string) $item->get_action_data();
                $host = wp_parse_url($target, PHP_URL_HOST);
                if ($host !== null && $host !== wp_parse_url(home_url(), PHP_URL_HOST)) {
                    continue;
                }
                $id = url_to_postid($target);
                if ($id && self::in_language($id, $lang)) {
                    return $id;
                }
            }
        } catch (Throwable $error) {
            // A Redirection version that works otherwise: no redirect from it.
        }
        return 0;
    }

    private static function in_language(int $id, string $lang): bool
    {
        return $lang === '' || !function_exists('pll_get_post_language') || pll_get_post_language($id) === $lang;
    }
}

add_action('rest_api_init', [Site_Connector_Redirects::class, 'register']);

/**
 * The editor's menus for the website: the location "Website footer" under Appearance > Menus (Display location),
 * and GET /wp-json/site-connector/v1/menu?location=footer (&lang=cs with Polylang, which keeps one menu per
 * language for each location) answering {"items": [{"title": "...", "url": "..."}]} for the menu placed there,
 * or 404 when none is. Public, as the menu on a WordPress front end is. Only top-level items; each is its text
 * and an address: a post, page or category as its address on the website ("/blog/<slug>", "/<slug>",
 * "/blog/category/<slug>", under "/cs" in Czech), a custom link to this WordPress as its path, any other only
 * when it is http(s). The website checks every item again.
 */
final class Site_Connector_Menus
{
    const LOCATIONS = ['footer' => 'Website footer'];
    const MAX_ITEMS = 20;

    public static function register_locations(): void
    {
        register_nav_menus(self::LOCATIONS);
    }

    public static function register_route(): void
    {
        $checked = ['type' => 'string', 'validate_callback' => 'rest_validate_request_arg'];
        register_rest_route('site-connector/v1', '/menu', [
            'methods' => 'GET',
            'permission_callback' => '__return_true',
            'args' => [
                'location' => $checked + ['required' => true, 'enum' => array_keys(self::LOCATIONS)],
                'lang' => $checked + ['pattern' => '^[a-z]{2}$'],
            ],
            'callback' => [self::class, 'answer'],
        ]);
    }

    /** The menu at the location: Polylang's menu for the language when it keeps one, else WordPress's. */
    private static function menu_id(string $location, string $lang): int
    {
        if ($lang !== '' && function_exists('pll_default_language')) {
            $options = get_option('polylang');
            $id = $options['nav_menus'][get_stylesheet()][$location][$lang] ?? 0;
            if ($id) {
                return (int) $id;
            }
        }
        return (int) (get_nav_menu_locations()[$location] ?? 0);
    }

    public static function answer(WP_REST_Request $request): WP_REST_Response
    {
        $lang = (string) ($request['lang'] ?? '');
        $menu = wp_get_nav_menu_object(self::menu_id((string) $request['location'], $lang));
        if (!$menu) {
            return new WP_REST_Response(['code' => 'no_menu', 'message' => 'No menu is placed at this location.'], 404);
        }
        $items = [];
        foreach ((array) wp_get_nav_menu_items($menu->term_id) as $item) {
            if (!$item instanceof WP_Post || (int) $item->menu_item_parent !== 0 || count($items) >= self::MAX_ITEMS) {
                continue;
            }
            $title = trim(wp_strip_all_tags(html_entity_decode((string) $item->title, ENT_QUOTES, 'UTF-8')));
            $url = self::address_of($item);
            if ($title !== '' && $url !== '') {
                $items[] = ['title' => $title, 'url' => $url];
            }
        }
        return new WP_REST_Response(['items' => $items], 200);
    }

    /** Where an item leads on the website, or '' when it may not be shown there. */
    private static function address_of(WP_Post $item): string
    {
        if ($item->type === 'post_type' && in_array($item->object, ['post', 'page'], true)) {
            $post = get_post((int) $item->object_id);
            if (!$post || $post->post_status !== 'publish') {
                return '';
            }
            $czech = function_exists('pll_get_post_language') && pll_get_post_language($post->ID) === 'cs';
            $blog = $post->post_type === 'post' ? 'blog/' : '';
            return ($czech ? '/cs/' : '/') . $blog . $post->post_name;
        }
        if ($item->type === 'taxonomy' && $item->object === 'category') {
            $term = get_term((int) $item->object_id, 'category');
            if (!$term instanceof WP_Term) {
                return '';
            }
            $czech = function_exists('pll_get_term_language') && pll_get_term_language($term->term_id) === 'cs';
            return ($czech ? '/cs/blog/kategorie/' : '/blog/category/') . $term->slug;
        }
        $url = trim((string) $item->url);
        $home = untrailingslashit(home_url());
        if (strpos($url, $home . '/') === 0 || $url === $home) {
            return '/' . ltrim(substr($url, strlen($home)), '/');
        }
        return preg_match('#^(https?://[^/\\\\\s]|/(?![/\\\\]))#i', $url) ? $url : '';
    }
}

add_action('after_setup_theme', [Site_Connector_Menus::class, 'register_locations']);
add_action('rest_api_init', [Site_Connector_Menus::class, 'register_route']);

/**
 * Categories paired across languages: Polylang's term translations on each category of the REST API
 * (`translations`: {"en": 2, "cs": 12}, and `lang`), so the website's category pages lead to their twins.
 * Polylang Pro gives them itself; then they are left as they are.
 */
add_action('rest_api_init', function (): void {
    global $wp_rest_additional_fields;
    if (!function_exists('pll_get_term_translations') || !function_exists('pll_get_term_language')) {
        return;
    }
    $given = $wp_rest_additional_fields['category'] ?? [];
    if (!isset($given['translations'])) {
        register_rest_field('category', 'translations', [
            'get_callback' => function ($term) {
                return (object) pll_get_term_translations((int) $term['id']);
            },
            'schema' => ['type' => 'object', 'context' => ['view', 'embed'], 'readonly' => true],
        ]);
    }
    if (!isset($given['lang'])) {
        register_rest_field('category', 'lang', [
            'get_callback' => function ($term) {
                return (string) pll_get_term_language((int) $term['id']);
            },
            'schema' => ['type' => 'string', 'context' => ['view', 'embed'], 'readonly' => true],
        ]);
    }
}, 20);
