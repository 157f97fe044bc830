/**
 * Image zoom (doc images open larger on click), with medium-zoom loaded only on pages that have a zoomable image
 * (the doc-page JS budget, bench/budgets.json). Images matching `themeConfig.zoom.selector` become
 * zoomable 1 s after each route update; medium-zoom closes the zoom on click, Escape, resize and a
 * scroll of more than 40 px (its `scrollOffset` default); margin and backgrounds come from
 * `themeConfig.zoom`, the background following the colour mode.
 */
import siteConfig from '@generated/docusaurus.config';
import type {Zoom, ZoomOptions} from 'medium-zoom';

interface ZoomThemeConfig {
  selector: string;
  background: {light: string; dark: string};
  config?: ZoomOptions;
}

/** Delay between a route update and the images becoming zoomable, ms (requirements §4.6). */
export const ZOOM_DELAY_MS = 1000;

const settings = (siteConfig.themeConfig as {zoom?: ZoomThemeConfig}).zoom;
let zoom: Zoom | null = null;
let observing = false;

const background = (): string =>
  document.documentElement.dataset.theme === 'dark' ? settings!.background.dark : settings!.background.light;

/** Increases on every attach, so an attach that finishes after a newer one started does nothing. */
let generation = 0;

async function attach(): Promise<void> {
  const mine = ++generation;
  if (!settings || document.querySelectorAll(settings.selector).length === 0) {
    zoom?.detach();
    zoom = null;
    return;
  }
  const {default: mediumZoom} = await import('medium-zoom');
  if (mine !== generation) return; // a newer route update took over while the library loaded
  // Exactly one instance at a time: two would each open and close the same image.
  zoom?.detach();
  zoom = mediumZoom(settings.selector, {...settings.config, background: background()});
  if (!observing) {
    observing = true;
    new MutationObserver(() => zoom?.update({background: background()})).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    });
  }
}

/** Docusaurus client-module lifecycle: runs after every route change, including the first render. */
export function onRouteDidUpdate(): void {
  window.setTimeout(() => void attach(), ZOOM_DELAY_MS);
}
