<?php
/**
 * Plugin Name: Test SEO head
 * Description: For the contract tests only: answers yoast_head_json on posts as Yoast SEO does (same field, same
 * shape), from a post meta field the seed sets, since Yoast SEO itself is not a Debian package.
 */
add_action('init', function () {
    register_post_meta('post', 'test_seo_head', [
        'type' => 'string',
        'single' => true,
        'show_in_rest' => true,
        'auth_callback' => function () {
            return current_user_can('edit_posts');
        },
    ]);
});
add_action('rest_api_init', function () {
    register_rest_field('post', 'yoast_head_json', [
        'get_callback' => function ($post) {
            $head = json_decode((string) get_post_meta($post['id'], 'test_seo_head', true), true);
            return is_array($head) ? $head : null;
        },
    ]);
});
