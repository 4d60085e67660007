"""One set of behavioural scenarios, three engines: Chromium (Playwright), WebKit (WebKitGTK
through Selenium) and Gecko (Firefox ESR through Marionette). See scenarios.py."""
