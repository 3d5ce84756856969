// The car history report a car's `file` links to (spec 2.5: the button shows only
// when a file exists). The demo's files are site paths, /history-reports/{stocknum};
// this page shows what the dealer holds for that car, so the button never leads to a
// 404. A production feed's file is usually a provider's URL, which the button opens directly.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { carPath, carSummaryRows, keyInformationRows } from "@forecourt/domain";
import { findListedCarByFile, getDatabase } from "@forecourt/db";
import { Button } from "@forecourt/ui/button";
import { FrameworkLink } from "@forecourt/ui/framework";
import { DetailRows } from "@forecourt/ui/vehicle/detail-list";
import { requireSite } from "../shell/site-params";
import type { TemplateDefinition } from "../tenant/template";
import { carTitle } from "./car-title";
import { historyReportCopy } from "./vehicle-copy";

interface HistoryParams {
  params: Promise<{ site: string; stocknum: string }>;
}

const reportFacts = new Set(["VIN", "Build Date", "Compliance Date", "Rego", "Rego Expiry", "Stock Number", "Odometer", "Condition"]);

export function createHistoryReportPage(template: TemplateDefinition) {
  async function load({ params }: HistoryParams) {
    const { site: key, stocknum } = await params;
    const site = await requireSite(Promise.resolve({ site: key }), template);
    const { db } = await getDatabase();
    const car = await findListedCarByFile(db, site.config, `/history-reports/${decodeURIComponent(stocknum)}`, new Date());
    return { site, car };
  }

  async function HistoryReportPage(props: HistoryParams) {
    const { site, car } = await load(props);
    if (!car) notFound();
    const context = { ...site.region, now: new Date() };
    const rows = [...carSummaryRows(car, context), ...keyInformationRows(car, context)].filter((row) => reportFacts.has(row.label));
    const title = carTitle(car);
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">{historyReportCopy.title}</h1>
        <p className="mt-1 text-lg">{title}</p>
        <p className="mt-4 max-w-prose text-muted-foreground">{historyReportCopy.intro}</p>
        <DetailRows className="mt-6" rows={rows} initial={Infinity} />
        <Button asChild className="mt-8">
          <FrameworkLink href={carPath(car.slug)}>Back to the {title}</FrameworkLink>
        </Button>
      </div>
    );
  }

  async function generateMetadata(props: HistoryParams): Promise<Metadata> {
    const { car } = await load(props);
    return { title: car ? `${historyReportCopy.title}: ${carTitle(car)}` : historyReportCopy.title, robots: { index: false } };
  }

  return { HistoryReportPage, generateMetadata };
}
