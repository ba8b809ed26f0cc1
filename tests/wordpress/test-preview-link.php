<?php
/**
 * Plugin Name: Test preview link
 * Description: For the editor tests only: GET /wp-json/site-test/v1/preview-link/<id> answers the post's preview
 * link as the user asking would see it printed (by a theme or another plugin), so the tests can ask it as a user
 * who may edit the post and as one who may not.
 */
add_action('rest_api_init', function () {
    register_rest_route('site-test/v1', '/preview-link/(?P<id>\d+)', [
        'methods' => 'GET',
        'permission_callback' => 'is_user_logged_in',
        'callback' => function ($request) {
            return ['link' => get_preview_post_link((int) $request['id'])];
        },
    ]);
});
