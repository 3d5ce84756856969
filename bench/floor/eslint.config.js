import { forecourt } from "@forecourt/eslint-config";

export default forecourt({ layer: "floor", tsconfigRootDir: import.meta.dirname, react: true });
