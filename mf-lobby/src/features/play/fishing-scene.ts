/**
 * The fishing game's sea, drawn with the canvas 2D API only (no image files): fish of eight kinds swim across, bubbles
 * rise, the cannon at the bottom turns to where the player taps and fires bullets that bounce off the walls until they
 * strike a fish. The scene only draws and reports which fish a bullet struck; whether the fish is caught is the
 * vendor's answer (FishingGame sends the shots in batches), shown later by catchFish().
 */
export interface FishTheme {
  /** Water from the surface to the bottom. */
  water: [string, string];
  sand: string;
  ray: string;
  /** Body and fin colours of kinds 0..7 (7 is the boss). */
  fish: ReadonlyArray<[string, string]>;
}

export const THEMES: Record<string, FishTheme> = {
  // JILI "Ocean King": deep blue, gold boss.
  ocean: {
    water: ['#0b6fa8', '#062a4d'],
    sand: '#c9a66b',
    ray: 'rgba(255,255,255,0.07)',
    fish: [
      ['#ffb347', '#ff7b00'],
      ['#ff6f61', '#ffffff'],
      ['#7ee081', '#2f9e44'],
      ['#6ec6ff', '#1864ab'],
      ['#c77dff', '#7b2cbf'],
      ['#adb5bd', '#495057'],
      ['#ff4d6d', '#800f2f'],
      ['#ffd43b', '#e67700'],
    ],
  },
  // JOKER: night neon.
  neon: {
    water: ['#3a0f6b', '#0d0221'],
    sand: '#6a3d9a',
    ray: 'rgba(255,120,255,0.07)',
    fish: [
      ['#f72585', '#ffd6ff'],
      ['#4cc9f0', '#ffffff'],
      ['#b5e48c', '#52b69a'],
      ['#ff9e00', '#ff6d00'],
      ['#7209b7', '#f72585'],
      ['#4361ee', '#4cc9f0'],
      ['#ff006e', '#ffbe0b'],
      ['#ffd60a', '#ff006e'],
    ],
  },
  // SG: a green, toxic reef.
  toxic: {
    water: ['#1b7a5a', '#06261c'],
    sand: '#5c6b3a',
    ray: 'rgba(200,255,150,0.07)',
    fish: [
      ['#d8f3dc', '#52b788'],
      ['#ffbe0b', '#fb5607'],
      ['#8338ec', '#3a0ca3'],
      ['#80ffdb', '#48bfe3'],
      ['#ff595e', '#6a040f'],
      ['#9ef01a', '#38b000'],
      ['#e0aaff', '#5a189a'],
      ['#70e000', '#004b23'],
    ],
  },
  // CQ9 "Paradise Reef": turquoise lagoon, coral.
  reef: {
    water: ['#18b6c4', '#064e6b'],
    sand: '#f1d7a1',
    ray: 'rgba(255,255,255,0.09)',
    fish: [
      ['#ffe066', '#f08c00'],
      ['#ff8787', '#ffffff'],
      ['#63e6be', '#087f5b'],
      ['#748ffc', '#364fc7'],
      ['#f783ac', '#a61e4d'],
      ['#ced4da', '#343a40'],
      ['#ff922b', '#d9480f'],
      ['#38d9a9', '#ffd43b'],
    ],
  },
};
export const themeOf = (vendor: string) => THEMES[{ JILI: 'ocean', JOKER: 'neon', SG: 'toxic', CQ9: 'reef' }[vendor] ?? 'ocean'];

/** Body length per kind (CSS pixels); how often each kind swims in (relative). */
const SIZE = [26, 32, 40, 50, 60, 76, 92, 140];
const SPAWN_WEIGHT = [30, 24, 16, 12, 8, 5, 3, 1];
const SPEED = [70, 62, 55, 48, 42, 36, 32, 26];
const BULLET_SPEED = 620;
const BULLET_LIFE_MS = 5000;
const MAX_FISH = 13;

interface Fish {
  id: number;
  kind: number;
  x: number;
  y: number;
  dir: 1 | -1;
  speed: number;
  phase: number;
  flash: number;
  caught: number | null;
}
interface Bullet {
  id: number;
  x: number;
  y: number;
  vx: number;
  vy: number;
  age: number;
  level: number;
}
interface Effect {
  x: number;
  y: number;
  age: number;
  text: string | null;
}

export interface Landed {
  shotId: number;
  fishId: number;
  kind: number;
}

export class FishingScene {
  private ctx: CanvasRenderingContext2D;
  private w = 390;
  private h = 520;
  private fish: Fish[] = [];
  private bullets: Bullet[] = [];
  private effects: Effect[] = [];
  private bubbles: Array<{ x: number; y: number; r: number; s: number }> = [];
  private angle = -Math.PI / 2;
  private level = 0;
  private last = 0;
  private frame = 0;
  private ids = 0;
  private running = false;
  private lastPos = new Map<number, { x: number; y: number }>();
  /** Called when a bullet strikes a fish. */
  onLanded: (landed: Landed) => void = () => undefined;

  constructor(
    private canvas: HTMLCanvasElement,
    private theme: FishTheme,
  ) {
    this.ctx = canvas.getContext('2d')!;
    for (let i = 0; i < 26; i++)
      this.bubbles.push({ x: Math.random(), y: Math.random(), r: 1 + Math.random() * 3, s: 0.03 + Math.random() * 0.05 });
  }

  resize(width: number, height: number) {
    const dpr = Math.min(window.devicePixelRatio || 1, 2);
    this.w = width;
    this.h = height;
    this.canvas.width = Math.round(width * dpr);
    this.canvas.height = Math.round(height * dpr);
    this.ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    if (!this.fish.length) for (let i = 0; i < 9; i++) this.spawn(true);
    this.draw();
  }

  setTheme(theme: FishTheme) {
    this.theme = theme;
  }
  setLevel(level: number) {
    this.level = level;
  }

  start() {
    if (this.running) return;
    this.running = true;
    this.last = performance.now();
    const tick = (now: number) => {
      if (!this.running) return;
      this.step(Math.min(now - this.last, 50));
      this.last = now;
      this.draw();
      this.frame = requestAnimationFrame(tick);
    };
    this.frame = requestAnimationFrame(tick);
  }
  stop() {
    this.running = false;
    cancelAnimationFrame(this.frame);
  }

  /** Turns the cannon toward a point (CSS pixels in the canvas). */
  aim(x: number, y: number) {
    const cx = this.w / 2;
    const cy = this.h - 10;
    this.angle = Math.max(-Math.PI + 0.12, Math.min(-0.12, Math.atan2(Math.min(y, cy - 20) - cy, x - cx)));
  }

  /** Fires one bullet the way the cannon points; its id names the shot. */
  fire(): number {
    const id = ++this.ids;
    const cx = this.w / 2;
    const cy = this.h - 10;
    this.bullets.push({
      id,
      x: cx + Math.cos(this.angle) * 40,
      y: cy + Math.sin(this.angle) * 40,
      vx: Math.cos(this.angle) * BULLET_SPEED,
      vy: Math.sin(this.angle) * BULLET_SPEED,
      age: 0,
      level: this.level,
    });
    return id;
  }
  get inFlight() {
    return this.bullets.length;
  }

  /** The vendor caught this fish: it spins away and its win floats up (where it was if it already swam off). */
  catchFish(fishId: number, text: string) {
    const fish = this.fish.find((f) => f.id === fishId && f.caught === null);
    const at = fish ?? this.lastPos.get(fishId);
    if (fish) fish.caught = 0;
    if (at) this.effects.push({ x: at.x, y: at.y, age: 0, text });
  }

  private spawn(anywhere = false) {
    const total = SPAWN_WEIGHT.reduce((a, b) => a + b, 0);
    let pick = Math.random() * total;
    let kind = 0;
    while (pick >= SPAWN_WEIGHT[kind]) pick -= SPAWN_WEIGHT[kind++];
    if (kind === 7 && this.fish.some((f) => f.kind === 7)) kind = 0;
    const dir: 1 | -1 = Math.random() < 0.5 ? 1 : -1;
    const size = SIZE[kind];
    const margin = size;
    this.fish.push({
      id: ++this.ids,
      kind,
      dir,
      x: anywhere ? margin + Math.random() * (this.w - 2 * margin) : dir === 1 ? -size : this.w + size,
      y: 40 + Math.random() * Math.max(40, this.h - 190),
      speed: SPEED[kind] * (0.8 + Math.random() * 0.4),
      phase: Math.random() * Math.PI * 2,
      flash: 0,
      caught: null,
    });
  }

  private step(ms: number) {
    const dt = ms / 1000;
    for (const f of this.fish) {
      if (f.caught !== null) {
        f.caught += ms;
        continue;
      }
      f.x += f.dir * f.speed * dt;
      f.phase += dt * 3;
      f.y += Math.sin(f.phase * 0.5) * 8 * dt;
      f.flash = Math.max(0, f.flash - ms);
    }
    this.fish = this.fish.filter((f) =>
      f.caught === null ? f.x > -SIZE[f.kind] * 1.5 && f.x < this.w + SIZE[f.kind] * 1.5 : f.caught < 900,
    );
    while (this.fish.filter((f) => f.caught === null).length < MAX_FISH && Math.random() < 0.04) this.spawn();
    if (this.fish.filter((f) => f.caught === null).length < 5) this.spawn();

    const live = this.fish.filter((f) => f.caught === null);
    const landed: Bullet[] = [];
    for (const b of this.bullets) {
      b.age += ms;
      b.x += b.vx * dt;
      b.y += b.vy * dt;
      if (b.x < 4 || b.x > this.w - 4) b.vx = -b.vx;
      if (b.y < 4 || b.y > this.h - 4) b.vy = -b.vy;
      b.x = Math.max(4, Math.min(this.w - 4, b.x));
      b.y = Math.max(4, Math.min(this.h - 4, b.y));
      let target = live.find((f) => Math.hypot(f.x - b.x, f.y - b.y) < SIZE[f.kind] * 0.45 + 4);
      // A bullet that found nothing for a while strikes the nearest fish (every shot lands on one).
      if (!target && b.age > BULLET_LIFE_MS && live.length)
        target = live.reduce((a, f) => (Math.hypot(f.x - b.x, f.y - b.y) < Math.hypot(a.x - b.x, a.y - b.y) ? f : a));
      if (target) {
        landed.push(b);
        target.flash = 160;
        this.lastPos.set(target.id, { x: target.x, y: target.y });
        if (this.lastPos.size > 400) this.lastPos.delete(this.lastPos.keys().next().value!);
        this.effects.push({ x: b.x, y: b.y, age: 0, text: null });
        this.onLanded({ shotId: b.id, fishId: target.id, kind: target.kind });
      }
    }
    if (landed.length) this.bullets = this.bullets.filter((b) => !landed.includes(b));
    for (const e of this.effects) e.age += ms;
    this.effects = this.effects.filter((e) => e.age < (e.text ? 1400 : 420));
    for (const bubble of this.bubbles) {
      bubble.y -= bubble.s * dt;
      if (bubble.y < -0.02) Object.assign(bubble, { y: 1.02, x: Math.random() });
    }
  }

  private draw() {
    const { ctx, w, h, theme } = this;
    const sea = ctx.createLinearGradient(0, 0, 0, h);
    sea.addColorStop(0, theme.water[0]);
    sea.addColorStop(1, theme.water[1]);
    ctx.fillStyle = sea;
    ctx.fillRect(0, 0, w, h);
    // Light from the surface.
    ctx.fillStyle = theme.ray;
    for (let i = 0; i < 4; i++) {
      const x = ((i * 0.3 + 0.1 + Math.sin(this.last / 4000 + i) * 0.03) % 1) * w;
      ctx.beginPath();
      ctx.moveTo(x - 20, 0);
      ctx.lineTo(x + 30, 0);
      ctx.lineTo(x + 110, h);
      ctx.lineTo(x + 40, h);
      ctx.fill();
    }
    // Sand and weed.
    ctx.fillStyle = theme.sand;
    ctx.beginPath();
    ctx.moveTo(0, h);
    for (let x = 0; x <= w; x += 20) ctx.lineTo(x, h - 22 - Math.sin(x / 45) * 6);
    ctx.lineTo(w, h);
    ctx.fill();
    ctx.strokeStyle = theme.fish[2][1];
    ctx.lineWidth = 4;
    ctx.lineCap = 'round';
    for (const wx of [28, 70, w - 60, w - 24]) {
      ctx.beginPath();
      ctx.moveTo(wx, h - 20);
      ctx.quadraticCurveTo(wx + Math.sin(this.last / 700 + wx) * 10, h - 50, wx + Math.sin(this.last / 900 + wx) * 6, h - 78);
      ctx.stroke();
    }
    ctx.fillStyle = 'rgba(255,255,255,0.35)';
    for (const b of this.bubbles) {
      ctx.beginPath();
      ctx.arc(b.x * w + Math.sin(b.y * 20) * 4, b.y * h, b.r, 0, Math.PI * 2);
      ctx.fill();
    }
    for (const f of this.fish) this.drawFish(f);
    for (const b of this.bullets) {
      ctx.fillStyle = '#fff3bf';
      ctx.shadowColor = '#ffd43b';
      ctx.shadowBlur = 8;
      ctx.beginPath();
      ctx.arc(b.x, b.y, 3.5 + b.level * 0.5, 0, Math.PI * 2);
      ctx.fill();
      ctx.shadowBlur = 0;
    }
    for (const e of this.effects) {
      if (e.text) {
        const t = e.age / 1400;
        ctx.globalAlpha = 1 - t * t;
        ctx.fillStyle = '#ffd43b';
        ctx.strokeStyle = 'rgba(0,0,0,0.6)';
        ctx.lineWidth = 3;
        ctx.font = '800 18px system-ui, sans-serif';
        ctx.textAlign = 'center';
        ctx.strokeText(e.text, e.x, e.y - t * 50);
        ctx.fillText(e.text, e.x, e.y - t * 50);
        ctx.globalAlpha = 1;
      } else {
        // The net where a bullet struck.
        const t = e.age / 420;
        ctx.globalAlpha = 1 - t;
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.arc(e.x, e.y, 8 + t * 22, 0, Math.PI * 2);
        ctx.stroke();
        ctx.globalAlpha = 1;
      }
    }
    this.drawCannon();
  }

  private drawFish(f: Fish) {
    const { ctx } = this;
    const size = SIZE[f.kind];
    const [body, fin] = this.theme.fish[f.kind];
    ctx.save();
    ctx.translate(f.x, f.y);
    if (f.caught !== null) {
      ctx.rotate(f.caught / 90);
      ctx.globalAlpha = Math.max(0, 1 - f.caught / 900);
    }
    ctx.scale(f.dir, 1);
    const L = size / 2;
    // Shapes per kind: the pufferfish round and spiky, the swordfish long with its bill, the shark pointed.
    const H = size * (f.kind === 2 ? 0.4 : f.kind === 7 ? 0.32 : f.kind === 5 || f.kind === 6 ? 0.2 : 0.26);
    const wag = Math.sin(f.phase * 3) * H * 0.35;
    if (f.kind === 7) {
      ctx.shadowColor = body;
      ctx.shadowBlur = 18;
    }
    // Tail.
    ctx.fillStyle = fin;
    ctx.beginPath();
    ctx.moveTo(-L * 0.75, 0);
    ctx.lineTo(-L * 1.2, -H * (f.kind === 6 ? 1.3 : 0.9) + wag);
    ctx.lineTo(-L * 1.05, wag * 0.3);
    ctx.lineTo(-L * 1.2, H * 0.9 + wag);
    ctx.closePath();
    ctx.fill();
    // Dorsal fin (the shark's tall and pointed).
    ctx.beginPath();
    if (f.kind === 6) {
      ctx.moveTo(-L * 0.25, -H * 0.8);
      ctx.lineTo(-L * 0.05, -H * 2);
      ctx.lineTo(L * 0.2, -H * 0.8);
    } else {
      ctx.moveTo(-L * 0.3, -H * 0.8);
      ctx.quadraticCurveTo(L * 0.05, -H * 1.6, L * 0.35, -H * 0.8);
    }
    ctx.fill();
    if (f.kind === 5) {
      ctx.beginPath();
      ctx.moveTo(L * 0.9, -H * 0.15);
      ctx.lineTo(L * 1.55, -H * 0.05);
      ctx.lineTo(L * 0.9, H * 0.12);
      ctx.fill();
    }
    if (f.kind === 2) {
      ctx.strokeStyle = fin;
      ctx.lineWidth = 2;
      for (let a = 0; a < Math.PI * 2; a += Math.PI / 7) {
        ctx.beginPath();
        ctx.moveTo(Math.cos(a) * L * 0.9, Math.sin(a) * H * 0.9);
        ctx.lineTo(Math.cos(a) * L * 1.12, Math.sin(a) * H * 1.2);
        ctx.stroke();
      }
    }
    // Body.
    const grad = ctx.createLinearGradient(0, -H, 0, H);
    grad.addColorStop(0, body);
    grad.addColorStop(1, fin);
    ctx.fillStyle = f.flash > 0 ? '#ffffff' : grad;
    ctx.beginPath();
    if (f.kind === 6 || f.kind === 5) {
      // A pointed snout.
      ctx.moveTo(L * 1.05, 0);
      ctx.quadraticCurveTo(L * 0.4, -H * 1.25, -L * 0.85, -H * 0.2);
      ctx.lineTo(-L * 0.85, H * 0.2);
      ctx.quadraticCurveTo(L * 0.4, H * 1.2, L * 1.05, 0);
    } else ctx.ellipse(0, 0, L, H, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.shadowBlur = 0;
    // Stripes (the clownfish's white bands), a crown for the boss.
    if (f.kind === 1 || f.kind === 3 || f.kind === 4) {
      ctx.strokeStyle = f.kind === 1 ? '#ffffff' : 'rgba(255,255,255,0.45)';
      ctx.lineWidth = Math.max(2.5, size / 14);
      for (const sx of f.kind === 4 ? [-0.45, -0.15, 0.15] : [-0.3, 0.15]) {
        ctx.beginPath();
        ctx.moveTo(L * sx, -H * 0.85);
        ctx.quadraticCurveTo(L * (sx + 0.08), 0, L * sx, H * 0.85);
        ctx.stroke();
      }
    }
    if (f.kind === 6) {
      ctx.fillStyle = 'rgba(255,255,255,0.55)';
      ctx.beginPath();
      ctx.ellipse(L * 0.1, H * 0.35, L * 0.6, H * 0.35, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    if (f.kind === 7) {
      ctx.fillStyle = '#ffd43b';
      ctx.beginPath();
      ctx.moveTo(L * 0.05, -H * 0.9);
      for (let i = 0; i < 3; i++) {
        ctx.lineTo(L * (0.12 + i * 0.14), -H * 1.45);
        ctx.lineTo(L * (0.19 + i * 0.14), -H * 0.95);
      }
      ctx.closePath();
      ctx.fill();
      // Scales.
      ctx.strokeStyle = 'rgba(255,255,255,0.35)';
      ctx.lineWidth = 1.5;
      for (let sx = -0.5; sx < 0.4; sx += 0.18) {
        ctx.beginPath();
        ctx.arc(L * sx, 0, H * 0.35, -Math.PI / 2, Math.PI / 2);
        ctx.stroke();
      }
    }
    // Eye.
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.arc(L * 0.55, -H * 0.2, Math.max(2.5, size / 12), 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#111';
    ctx.beginPath();
    ctx.arc(L * 0.58, -H * 0.2, Math.max(1.2, size / 24), 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }

  private drawCannon() {
    const { ctx, w, h } = this;
    const cx = w / 2;
    const cy = h - 10;
    ctx.save();
    ctx.translate(cx, cy);
    ctx.rotate(this.angle + Math.PI / 2);
    const width = 12 + this.level * 2;
    const barrel = ctx.createLinearGradient(-width / 2, 0, width / 2, 0);
    barrel.addColorStop(0, '#868e96');
    barrel.addColorStop(0.5, '#f8f9fa');
    barrel.addColorStop(1, '#868e96');
    ctx.fillStyle = barrel;
    ctx.fillRect(-width / 2, -44, width, 40);
    ctx.fillStyle = '#ffd43b';
    ctx.fillRect(-width / 2 - 2, -48, width + 4, 6);
    ctx.restore();
    ctx.fillStyle = '#343a40';
    ctx.strokeStyle = '#ffd43b';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(cx, cy + 4, 26, Math.PI, 0);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = '#ffd43b';
    ctx.font = '800 13px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(String(this.level + 1), cx, cy);
  }
}
