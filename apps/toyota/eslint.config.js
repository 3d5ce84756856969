import { forecourt } from "@forecourt/eslint-config";

export default forecourt({ layer: "app", tsconfigRootDir: import.meta.dirname, react: true });
