// Starts the app on a server-rendered page (decisions 016 and 018) once the browser has
// painted what the HTML holds. The server moves the app's script tags into an inert <template>; this
// file puts them into the document after the first paint, so on a slow network the page is drawn
// from the HTML alone and the scripts do not compete with it. A plain script, not a module: it runs
// where the app runs.
(function () {
  var started = false;
  // Until the app runs the page, a tap on a button of the HTML would do nothing and a link would
  // reload the page: a transparent shield takes them (scrolling passes through) and the app removes it
  // once the page is its own (app-layout.tsx). Without scripts nothing adds it.
  var shield = document.createElement('div');
  shield.id = 'jobportal-boot-shield';
  shield.setAttribute('aria-hidden', 'true');
  function dropShield() {
    if (shield.parentNode) shield.parentNode.removeChild(shield);
  }
  if (document.getElementById('jobportal-app-scripts')) {
    document.body.appendChild(shield);
    // Never for good: an app that fails to start leaves its HTML usable (links) after a while.
    setTimeout(dropShield, 15000);
  }
  function start() {
    if (started) return;
    started = true;
    var template = document.getElementById('jobportal-app-scripts');
    if (!template || !template.content) return;
    var sources = template.content.querySelectorAll('link, script');
    for (var i = 0; i < sources.length; i += 1) {
      var source = sources[i];
      // A fresh element: a <script> cloned from a template would not run.
      var element = document.createElement(source.tagName.toLowerCase());
      for (var j = 0; j < source.attributes.length; j += 1) {
        element.setAttribute(source.attributes[j].name, source.attributes[j].value);
      }
      // The page is on screen: the app need not push ahead of its images and font.
      element.setAttribute('fetchpriority', 'low');
      // The app failed to load (offline, a new deployment): the HTML stays usable as it is.
      if (element.tagName === 'SCRIPT') element.addEventListener('error', dropShield);
      document.head.appendChild(element);
    }
    template.parentNode.removeChild(template);
  }
  // Once the browser reports its first contentful paint; a browser without paint timing, or a tab
  // opened in the background (which does not paint), starts after 300 ms.
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        start();
      }
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No PerformanceObserver for paints: the timer below starts the app.
  }
  setTimeout(start, 300);
})();
