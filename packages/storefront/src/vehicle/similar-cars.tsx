// Cars like one that is sold, unavailable or gone (issue 7: same make or body, in
// the price band), on the vehicle page and on its 404: a carousel of cards.
import { type Car, carImage, carPath, displayPrice, formatKm } from "@forecourt/domain";
import { Carousel } from "@forecourt/ui/carousel/carousel";
import { FrameworkImage, FrameworkLink } from "@forecourt/ui/framework";
import type { SiteContext } from "../tenant/site";
import { carTitle } from "./car-title";

export function SimilarCars({ cars, site, heading }: { cars: Car[]; site: Pick<SiteContext, "config" | "region">; heading: string }) {
  if (cars.length === 0) return null;
  const priceOptions = { subscriptions: site.config.features.subscriptions, noPriceText: site.config.labels.noPriceText };
  return (
    <section aria-labelledby="similar-heading" data-slot="similar-cars" className="mt-10">
      <h2 id="similar-heading" className="text-2xl font-semibold">
        {heading}
      </h2>
      <Carousel
        className="mt-4"
        label={heading}
        labels={{ previous: "Previous cars", next: "More cars" }}
        items={cars.map((similar) => {
          const image = carImage(similar);
          const title = carTitle(similar);
          const km = formatKm(similar.km, site.region);
          return {
            key: similar.id,
            content: (
              <article className="h-full overflow-hidden rounded-lg border border-border bg-background" data-slot="similar-car">
                {image ? <FrameworkImage src={image} alt="" width={480} height={360} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 80vw" className="aspect-[4/3] w-full object-cover" /> : <div className="aspect-[4/3] bg-muted" />}
                <div className="p-4">
                  <h3 className="font-semibold">
                    <FrameworkLink href={carPath(similar.slug)} className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
                      {title}
                    </FrameworkLink>
                  </h3>
                  <p className="mt-1 font-bold">{displayPrice(similar, priceOptions).text}</p>
                  {km ? <p className="text-sm text-muted-foreground">{km}</p> : null}
                </div>
              </article>
            ),
          };
        })}
      />
    </section>
  );
}
