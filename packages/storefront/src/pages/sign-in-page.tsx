// /sign-in?type=&redirect=&back= (issue 16; spec 2.1): the phone and code steps; a
// signed-in shopper goes straight on. A module of its own, apart from the other account
// pages, so the sign-in page ships only the sign-in steps' client code (issue 20).
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { mobileExamples, parseSignInQuery, signInCopy, signInFieldMessages, storageKey } from "@forecourt/domain";
import { pageShopper } from "../accounts/page-session";
import { SignInFlowOnIntent } from "../forms/on-intent";
import { signInOutboxNote } from "../accounts/sign-in-code";
import { requireSite } from "../shell/site-params";
import type { TemplateDefinition } from "../tenant/template";
import { type AccountPageProps, hasAccounts, hidden, PageFrame } from "./account-frame";

export function createSignInPage(template: TemplateDefinition) {
  async function SignInPage({ params, searchParams }: AccountPageProps) {
    const site = await requireSite(params, template);
    if (!hasAccounts(site)) notFound();
    const query = parseSignInQuery(await searchParams);
    // Signed in already: on to where the shopper was going.
    if (await pageShopper(site.config)) redirect(query.redirect);
    const copy = signInCopy(query.type, site.config.name);
    const { config } = site;
    return (
      <PageFrame width="max-w-md">
        <SignInFlowOnIntent
          heading={copy.heading}
          intro={copy.intro}
          type={query.type}
          redirect={query.redirect}
          back={query.back}
          example={mobileExamples[config.region]}
          messages={signInFieldMessages(config.region)}
          outboxNote={signInOutboxNote(config.slug)}
          favouritesKey={config.features.watchlist && config.features.favourites ? storageKey("favourites", config.dealerships[0]!.slug) : null}
        />
      </PageFrame>
    );
  }
  return { SignInPage, metadata: { title: "Sign in", ...hidden } satisfies Metadata };
}
