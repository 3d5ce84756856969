import { createVehicleLayout } from "@forecourt/storefront/vehicle/vehicle-not-found";

export default createVehicleLayout();
