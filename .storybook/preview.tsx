import type { Decorator, Preview } from "@storybook/react-vite";
import { templates, type TemplateId } from "@forecourt/domain";
import "./preview.css";

/**
 * The template toolbar: the scope class goes on <body>, as in the apps, so portalled
 * content inherits it too; stories render on the page background.
 */
const withTemplate: Decorator = (Story, context) => {
  const template = (context.globals.template as TemplateId | undefined) ?? "generic";
  for (const id of templates) document.body.classList.toggle(`template-${id}`, id === template);
  return <Story />;
};

const preview: Preview = {
  decorators: [withTemplate],
  beforeEach: () => {
    // In tests Storybook pauses CSS animations for the a11y check and resumes them afterwards,
    // but not when that check fails; the paused style then freezes every later story's
    // open/close animations (Radix waits for animationend). Start each story without it.
    for (const style of document.head.querySelectorAll("style")) {
      if (style.textContent?.includes("animation-play-state: paused !important")) style.remove();
    }
  },
  globalTypes: {
    template: {
      description: "Brand template scope class",
      toolbar: {
        title: "Template",
        icon: "paintbrush",
        items: templates.map((id) => ({ value: id, title: id[0]!.toUpperCase() + id.slice(1) })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { template: "generic" },
  parameters: {
    // Violations fail the story tests (vitest.storybook.config.ts), not just warn in the panel.
    a11y: { test: "error" },
    controls: { expanded: true },
    viewport: {
      options: {
        phone: { name: "Phone (390)", styles: { width: "390px", height: "844px" }, type: "mobile" },
        tablet: { name: "Tablet (768)", styles: { width: "768px", height: "1024px" }, type: "tablet" },
        laptop: { name: "Laptop (1024)", styles: { width: "1024px", height: "768px" }, type: "desktop" },
        desktop: { name: "Desktop (1280)", styles: { width: "1280px", height: "800px" }, type: "desktop" },
      },
    },
  },
};

export default preview;
