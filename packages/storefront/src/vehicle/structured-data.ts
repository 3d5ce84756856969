// schema.org Car with an Offer (issue 7), typed with schema-dts, so shared links and
// search results show the car, its price and whether it can still be bought.
import type { Car as SchemaCar, ItemAvailability, OfferItemCondition, WithContext } from "schema-dts";
import { type Car, carHeading, carImage, imageUrl, isCarAvailable, isCarSold, listedPrice, type RegionSettings } from "@forecourt/domain";

export interface CarJsonLdInput {
  car: Car;
  /** Absolute URL of the car page. */
  url: string;
  /** The site's public origin, for absolute image URLs. */
  origin: string;
  region: RegionSettings;
  dealerName: string;
}

function availability(car: Car): ItemAvailability {
  if (isCarSold(car)) return "https://schema.org/SoldOut";
  if (car.status === "coming_soon") return car.preorder ? "https://schema.org/PreOrder" : "https://schema.org/PreSale";
  if (car.reserved) return "https://schema.org/LimitedAvailability";
  return isCarAvailable(car) ? "https://schema.org/InStock" : "https://schema.org/OutOfStock";
}

function condition(car: Car): OfferItemCondition {
  return car.car_type === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition";
}

export function carJsonLd({ car, url, origin, region, dealerName }: CarJsonLdInput): WithContext<SchemaCar> {
  const heading = carHeading(car);
  const name = [heading.title, heading.subtitle].filter(Boolean).join(" ");
  const image = carImage(car);
  const price = listedPrice(car);
  const data: WithContext<SchemaCar> = {
    "@context": "https://schema.org",
    "@type": "Car",
    name,
    url,
    brand: { "@type": "Brand", name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: condition(car),
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: region.currency,
      ...(price !== null ? { price } : {}),
      availability: availability(car),
      itemCondition: condition(car),
      seller: { "@type": "AutoDealer", name: dealerName },
    },
  };
  if (image) data.image = new URL(imageUrl(image, { width: 1200 }), origin).toString();
  if (car.vin) data.vehicleIdentificationNumber = car.vin;
  if (car.km !== null) data.mileageFromOdometer = { "@type": "QuantitativeValue", value: car.km, unitCode: "KMT" };
  if (car.colour) data.color = car.colour;
  if (car.fuel) data.fuelType = car.fuel;
  if (car.transmission) data.vehicleTransmission = car.transmission;
  if (car.simple_body) data.bodyType = car.simple_body;
  if (car.badge) data.vehicleConfiguration = car.badge;
  if (car.seats) data.seatingCapacity = car.seats;
  if (car.doors) data.numberOfDoors = car.doors;
  if (car.standardEquipment.length > 0) data.description = `${name} with ${car.standardEquipment.slice(0, 8).join(", ")}.`;
  return data;
}

/** The JSON for a <script type="application/ld+json">, with "<" escaped so no text can close the script. */
export function jsonLdScript(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
