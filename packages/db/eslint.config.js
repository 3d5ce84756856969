import { forecourt } from "@forecourt/eslint-config";

export default forecourt({ layer: "db", tsconfigRootDir: import.meta.dirname });
