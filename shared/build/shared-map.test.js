const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { checkRouterImports, sharedMap } = require('./shared-map.cjs');

/** An app folder with one source file (and a test file, which the check leaves alone). */
function appWith(source) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'router-imports-'));
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src', 'Page.tsx'), source);
  fs.writeFileSync(path.join(dir, 'src', 'Page.test.tsx'), "import { createMemoryRouter } from 'react-router-dom';\n");
  return dir;
}

describe('the shared part of react-router-dom', () => {
  test('is what every app shares as react-router-dom', () => {
    expect(sharedMap()['react-router-dom'].import).toBe(path.join(__dirname, 'react-router-dom.shared.mjs'));
  });

  test("an app's code may import its names (types aside); another name fails the build", () => {
    const ok = appWith(
      "import { Link, useNavigate as go, type NavigateFunction } from 'react-router-dom';\nimport type { Location } from 'react-router-dom';\n",
    );
    expect(() => checkRouterImports(ok)).not.toThrow();
    const data = appWith(
      "import { useNavigate } from 'react-router-dom';\nimport {\n  RouterProvider,\n  createBrowserRouter,\n} from 'react-router-dom';\n",
    );
    expect(() => checkRouterImports(data)).toThrow(/RouterProvider is not shared/);
    const whole = appWith("import * as router from 'react-router-dom';\n");
    expect(() => checkRouterImports(whole)).toThrow(/one by one/);
    for (const dir of [ok, data, whole]) fs.rmSync(dir, { recursive: true, force: true });
  });
});
