// /success (spec 2.1, 4 'Enquiry form'): where every lead form lands. A module of its
// own, apart from the lead form pages: a route ships the client code of every client
// component its page's module imports, so in lead-pages.tsx this near-empty page
// carried the forms' react-hook-form and zod (issue 20: 56 KB of the 80 it added).
import type { Metadata } from "next";
import { SuccessSummary } from "../forms/success-summary";
import { siteCopy } from "../shell/copy";
import { requireSite, type SiteParams } from "../shell/site-params";
import type { TemplateDefinition } from "../tenant/template";

export function createSuccessPage(template: TemplateDefinition) {
  async function SuccessPage({ params }: SiteParams) {
    const site = await requireSite(params, template);
    const copy = siteCopy(site);
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight">{copy("Thank you for your enquiry")}</h1>
        <p className="mt-4 max-w-prose text-lg">{copy(`Your enquiry is with the ${site.config.name} team, and we will be in touch soon.`)}</p>
        <div className="mt-6">
          <SuccessSummary
            copy={{
              thanks: "Thank you",
              nothing: copy("There is nothing more to show on this device."),
            }}
          />
        </div>
      </div>
    );
  }
  return { SuccessPage, metadata: { title: "Thank you", robots: { index: false } } satisfies Metadata };
}
