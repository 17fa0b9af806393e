package io.etcdexplorer.playground.seed;

import java.util.Random;

/** Text values of the demo tree. */
final class DemoTexts {

    static final String README = """
            Welcome to the etcd-explorer Playground
            =======================================

            This is a throwaway etcd running on your machine, filled with sample data so you can
            explore every part of etcd-explorer without touching a real cluster. Change anything:
            nothing here matters, and nothing leaves your computer.

            Reset it at any time: right-click the Playground connection and choose "Reset
            playground data". Everything is wiped and written again, exactly as the first time.

            What to try
            -----------
            * /registry/ holds a small Kubernetes cluster (one minikube node, a "shop" app) stored
              the way kube-apiserver stores it: protobuf behind a "k8s\\0" prefix. Open a Pod in
              Hex to see the envelope; open a Lease to see a key with several versions.
            * /demo/config/feature-flags.json was written five times: its version column says so.
            * /demo/counters/visits went from 1 to 10; deleted-and-recreated shows what a delete
              does to a key's version and create revision.
            * /demo/binary/ holds a PNG image and random bytes: the viewer opens them in hex.
            * /demo/large/lorem.txt is 64 KiB of text, to see how big values are handled.
            * /demo/odd/ collects keys that trip up tree views: a key that is also a folder, empty
              and trailing path segments, spaces, Cyrillic, and bytes that are not UTF-8.
            * The status bar shows the header of etcd's last answer (cluster id, member id,
              revision, raft term), as etcdctl -w json prints it: click it to copy.
            """;

    static final String UNICODE = """
            English: Hello, world! Keys and values in etcd are just bytes.
            Français : Bonjour le monde ! Les clés et les valeurs ne sont que des octets.
            Deutsch: Grüß Gott, Welt! Schlüssel und Werte sind nur Bytes.
            Español: ¡Hola, mundo! ¿Dónde está la llave?
            Русский: Привет, мир! Ключи и значения — это просто байты.
            Ελληνικά: Γειά σου, κόσμε!
            日本語: こんにちは、世界！キーと値はただのバイト列です。
            中文: 你好，世界！键和值只是字节。
            한국어: 안녕하세요, 세계!
            العربية: مرحبا بالعالم! (right-to-left)
            עברית: שלום עולם! (right-to-left)
            हिन्दी: नमस्ते दुनिया!
            ไทย: สวัสดีชาวโลก
            Emoji: 👋 🌍 🔑 📦 🚀 ✅ ❤️ 👩‍💻 🏳️‍🌈 (some are several code points joined)
            Math: ∀x ∈ ℝ: x² ≥ 0, ∑ 1/n² = π²/6
            Combining: e\u0301 (e + combining acute) vs é (precomposed)
            """;

    static final String APP_JSON = """
            {
              "name": "playground-shop",
              "version": "1.4.2",
              "environment": "development",
              "server": {
                "host": "0.0.0.0",
                "port": 8080,
                "tls": {
                  "enabled": false,
                  "certFile": null
                },
                "timeouts": {
                  "readSeconds": 15,
                  "writeSeconds": 15,
                  "idleSeconds": 60
                }
              },
              "database": {
                "url": "postgres://shop@db.shop.svc:5432/shop?sslmode=disable",
                "pool": {
                  "min": 2,
                  "max": 20
                }
              },
              "cache": {
                "etcdEndpoints": ["http://127.0.0.1:2379"],
                "prefix": "/demo/cache/",
                "ttlSeconds": 300
              },
              "logging": {
                "level": "info",
                "format": "json",
                "fields": ["time", "level", "msg", "trace_id"]
              },
              "features": ["search", "wishlist", "reviews"],
              "maintenanceWindow": {
                "day": "Sunday",
                "startUtc": "02:00",
                "durationMinutes": 90
              }
            }
            """;

    static final String APP_YAML = """
            # The same application described as YAML, the way many teams keep config in etcd.
            name: playground-shop
            version: 1.4.2
            environment: development
            server:
              host: 0.0.0.0
              port: 8080
              tls:
                enabled: false
              timeouts: {readSeconds: 15, writeSeconds: 15, idleSeconds: 60}
            database:
              url: postgres://shop@db.shop.svc:5432/shop?sslmode=disable
              pool:
                min: 2
                max: 20
            logging:
              level: info
              format: json
            features:
              - search
              - wishlist
              - reviews
            notes: |
              Multi-line strings keep their line breaks.
              Comments (like the first line) are part of the value too.
            """;

    private static final String[] WORDS = ("lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod "
            + "tempor incididunt ut labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation "
            + "ullamco laboris nisi aliquip ex ea commodo consequat duis aute irure in reprehenderit voluptate velit "
            + "esse cillum fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui "
            + "officia deserunt mollit anim id est laborum").split(" ");

    private DemoTexts() {
    }

    /** Paragraphs of pseudo-Latin from a seeded generator, cut at the first paragraph end past {@code minBytes}. */
    static String lorem(int minBytes) {
        Random random = new Random(42);
        StringBuilder out = new StringBuilder(minBytes + 1024);
        while (out.length() < minBytes) {
            int sentences = 4 + random.nextInt(5);
            for (int s = 0; s < sentences; s++) {
                out.append(sentence(random)).append(s + 1 < sentences ? " " : "\n\n");
            }
        }
        return out.toString();
    }

    private static String sentence(Random random) {
        int words = 6 + random.nextInt(12);
        StringBuilder out = new StringBuilder();
        for (int w = 0; w < words; w++) {
            String word = WORDS[random.nextInt(WORDS.length)];
            out.append(w == 0 ? Character.toUpperCase(word.charAt(0)) + word.substring(1) : word);
            out.append(w + 1 < words ? (random.nextInt(8) == 0 ? ", " : " ") : ".");
        }
        return out.toString();
    }
}
