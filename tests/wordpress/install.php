<?php
// Installs WordPress without a browser: php install.php WORDPRESS_DIR ADMIN_PASSWORD
// Prints one JSON line: the administrator's user name and a new application password for the REST API.
[, $root, $password] = $argv;
define('WP_INSTALLING', true);
$_SERVER['HTTP_HOST'] = parse_url(getenv('WP_TEST_URL'), PHP_URL_HOST) . ':' . parse_url(getenv('WP_TEST_URL'), PHP_URL_PORT);
$_SERVER['REQUEST_URI'] = '/';
require $root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/translation-install.php';

if (!is_blog_installed()) {
    $result = wp_install('Example Biomaterials Research', 'admin', 'admin@example.com', false, '', wp_slash($password));
    if (is_wp_error($result)) {
        fwrite(STDERR, $result->get_error_message() . "\n");
        exit(1);
    }
}
update_option('permalink_structure', '/%postname%/');
update_option('timezone_string', 'Europe/Prague');
update_option('posts_per_page', 9);
flush_rewrite_rules(false);

$user = get_user_by('login', 'admin');
[$app_password] = WP_Application_Passwords::create_new_application_password($user->ID, ['name' => 'site tests']);
echo json_encode(['user' => 'admin', 'appPassword' => $app_password]), "\n";
