/**
 * Imported before anything that loads @greenroom/sdk: a session with its bearer token but without the stored
 * member (the sdk reads session storage once when it loads), the state in which the audition screen asks
 * GET /api/members/current.
 */
sessionStorage.clear();
sessionStorage.setItem('token', 'token-of-a-session-without-memberData');
