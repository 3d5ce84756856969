"use client";
// The filter panel's widgets connected to InstantSearch (issue 6): each takes
// its items and refine function from a react-instantsearch hook and renders the
// presentational widget from @forecourt/ui. The hooks' parameters come from
// @forecourt/search/widgets, the same ones the server computed the first page with.
import * as React from "react";
import { type Locale, bodyTypeTileLimit, formatKm, formatPrice, localizeSpelling, type RegionSettings, searchSlug, sliderBounds } from "@forecourt/domain";
import { useRange, useRefinementList, useSearchBox } from "@forecourt/search/widgets/react";
import { type RangeWidgetAttribute, refinementParams, refinementWidgets, type RefinementWidgetName } from "@forecourt/search/widgets";
import { BodyTiles } from "@forecourt/ui/search/body-tiles";
import { FilterSection } from "@forecourt/ui/search/filter-section";
import { MakeCards } from "@forecourt/ui/search/make-cards";
import { RangeSlider } from "@forecourt/ui/search/range-slider";
import { RefinementList } from "@forecourt/ui/search/refinement-list";
import { SearchBox } from "@forecourt/ui/search/search-box";

export interface FilterPanelSettings {
  locale: Locale;
  region: Pick<RegionSettings, "locale" | "distanceUnit">;
  keywordPlaceholder: string;
  /** spec 9: 7 makes, or 20 popular makes. */
  makesShown: number;
  /** spec 2.3: the custom body-type list, if the site gives one. */
  bodyTypes: string[] | null;
  /** spec 2.3: the city panel can move to the top. */
  cityOnTop: boolean;
}

function useRefinement(name: RefinementWidgetName) {
  return useRefinementList(refinementParams(refinementWidgets[name]));
}

function toItems(items: ReturnType<typeof useRefinementList>["items"]) {
  return items.map((item) => ({ value: item.value, label: item.label, count: item.count, isRefined: item.isRefined }));
}

function CheckboxFacet({ name, title, locale, defaultOpen = true }: { name: RefinementWidgetName; title: string; locale: Locale; defaultOpen?: boolean }) {
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinement(name);
  if (items.length === 0) return null;
  return (
    <FilterSection title={title} defaultOpen={defaultOpen} data-facet={name}>
      <RefinementList
        items={toItems(items)}
        onRefine={refine}
        canToggleShowMore={canToggleShowMore}
        isShowingMore={isShowingMore}
        onToggleShowMore={toggleShowMore}
        locale={locale}
        translations={{ legend: title }}
      />
    </FilterSection>
  );
}

const conditionLabels: Record<string, string> = { new: "New", used: "Used", demo: "Demo" };

function ConditionFacet({ locale }: { locale: Locale }) {
  const { items, refine } = useRefinement("car_type");
  if (items.length === 0) return null;
  return (
    <FilterSection title="Condition" data-facet="car_type">
      <RefinementList items={toItems(items).map((item) => ({ ...item, label: conditionLabels[item.value] ?? item.label }))} onRefine={refine} locale={locale} translations={{ legend: "Condition" }} />
    </FilterSection>
  );
}

function MakeFacet({ locale, shown }: { locale: Locale; shown: number }) {
  const makes = useRefinement("make");
  const models = useRefinement("model");
  const anyMake = makes.items.some((item) => item.isRefined);
  if (makes.items.length === 0) return null;
  return (
    <FilterSection title="Make" data-facet="make">
      <MakeCards
        items={toItems(makes.items)}
        onRefine={makes.refine}
        shown={shown}
        locale={locale}
        logoSrc={(make) => `/media/logo/${searchSlug(make)}.svg`}
      >
        {/* spec 2.3: model selection per make, once a make is chosen. */}
        {anyMake && models.items.length > 0 ? (
          <div data-facet="model" className="mt-2">
            <p className="mb-1 text-sm font-semibold">Model</p>
            <RefinementList
              items={toItems(models.items)}
              onRefine={models.refine}
              canToggleShowMore={models.canToggleShowMore}
              isShowingMore={models.isShowingMore}
              onToggleShowMore={models.toggleShowMore}
              locale={locale}
              translations={{ legend: "Model" }}
            />
          </div>
        ) : null}
      </MakeCards>
    </FilterSection>
  );
}

function BodyFacet({ locale, custom }: { locale: Locale; custom: string[] | null }) {
  const { items, refine } = useRefinement("body");
  const listed = custom && custom.length > 0 ? items.filter((item) => custom.includes(item.value)) : items;
  if (listed.length === 0) return null;
  return (
    <FilterSection title="Body type" data-facet="body">
      <BodyTiles items={toItems(listed)} onRefine={refine} shown={bodyTypeTileLimit(custom)} locale={locale} />
    </FilterSection>
  );
}

const rangeTitles: Record<RangeWidgetAttribute, { title: string; min: string; max: string }> = {
  price: { title: "Price", min: "Minimum price", max: "Maximum price" },
  km: { title: "Odometer", min: "Minimum odometer", max: "Maximum odometer" },
  year: { title: "Year", min: "Earliest year", max: "Latest year" },
};

function RangeFacet({ attribute, region }: { attribute: RangeWidgetAttribute; region: FilterPanelSettings["region"] }) {
  const { start, range, refine } = useRange({ attribute });
  const bounds = sliderBounds(range);
  const side = (value: number | undefined, bound: number) => (value === undefined || !Number.isFinite(value) || value === bound ? undefined : value);
  const value: [number | undefined, number | undefined] = [side(start[0], bounds.min), side(start[1], bounds.max)];
  const format = attribute === "price" ? (n: number) => formatPrice(n) : attribute === "km" ? (n: number) => formatKm(n, region) ?? String(n) : (n: number) => String(Math.round(n));
  const text = rangeTitles[attribute];
  return (
    <FilterSection title={text.title} data-facet={attribute}>
      <RangeSlider
        attribute={attribute}
        min={bounds.min}
        max={bounds.max}
        step={attribute === "year" ? 1 : undefined}
        value={value}
        onRefine={([lo, hi]) => refine([lo, hi])}
        format={format}
        translations={{ label: text.title, minimumLabel: text.min, maximumLabel: text.max }}
      />
    </FilterSection>
  );
}

function KeywordFacet({ placeholder }: { placeholder: string }) {
  const { query, refine } = useSearchBox();
  return (
    <FilterSection title="Search" data-facet="query">
      <SearchBox query={query} onRefine={refine} translations={{ label: "Keyword", placeholder }} />
    </FilterSection>
  );
}

/** Mounted for its URL state only: the per-dealership links (spec 2.3 refinementList[dealership_slug][0]). */
function DealershipSlugState() {
  useRefinement("dealership_slug");
  return null;
}

/** The whole filter panel (spec 2.3), the same on the page and in the mobile drawer. */
export function FilterPanel({ settings }: { settings: FilterPanelSettings }) {
  const { locale } = settings;
  const city = <CheckboxFacet name="city" title="Location" locale={locale} />;
  return (
    <div data-slot="filter-panel">
      <KeywordFacet placeholder={settings.keywordPlaceholder} />
      {settings.cityOnTop ? city : null}
      <ConditionFacet locale={locale} />
      <MakeFacet locale={locale} shown={settings.makesShown} />
      <BodyFacet locale={locale} custom={settings.bodyTypes} />
      <RangeFacet attribute="price" region={settings.region} />
      <RangeFacet attribute="km" region={settings.region} />
      <RangeFacet attribute="year" region={settings.region} />
      <CheckboxFacet name="fuel" title="Fuel type" locale={locale} />
      <CheckboxFacet name="transmission" title="Transmission" locale={locale} />
      <CheckboxFacet name="colour" title={localizeSpelling("Colour", locale)} locale={locale} defaultOpen={false} />
      {settings.cityOnTop ? null : city}
      <CheckboxFacet name="location_name" title="Dealership" locale={locale} />
      <DealershipSlugState />
    </div>
  );
}
