/* global window, URLSearchParams */
// Starts the editor (Decap CMS, loaded next) by hand so a local proxy on another port than its
// default 8081 can be named: /admin/?local_backend=4436. Decap talks to a local proxy only on
// localhost, so the parameter does nothing on the live site.
window.CMS_MANUAL_INIT = true;
window.addEventListener('DOMContentLoaded', function () {
  var port = new URLSearchParams(window.location.search).get('local_backend');
  var config = /^\d{2,5}$/.test(port || '')
    ? { local_backend: { url: 'http://' + window.location.hostname + ':' + port + '/api/v1' } }
    : {};
  window.CMS.init({ config: config });
});
