import { createVehicleNotFound } from "@forecourt/storefront/vehicle/vehicle-not-found";
import { template } from "../../../../template";

export default createVehicleNotFound(template);
