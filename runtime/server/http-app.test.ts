import { describe, expect, it } from "vitest";
import { createHttpApp } from "./http-app.ts";

describe("the servers' Fastify instance", () => {
  it("refuses a route that reads its body through a JSON schema, saying where requests are read", async () => {
    const app = await createHttpApp();
    app.post("/x", { schema: { body: { type: "object" } } }, () => "read");
    await expect(app.ready()).rejects.toThrow(/zod schemas of runtime\/foundation\/wire\/messages\.ts/);
  });

  it("refuses a route that writes its answer through a JSON schema", async () => {
    const app = await createHttpApp();
    app.get("/y", { schema: { response: { 200: { type: "string" } } } }, () => "written");
    await expect(app.ready()).rejects.toThrow(/zod schemas/);
  });

  it("routes as before without one", async () => {
    const app = await createHttpApp();
    app.get("/z", () => "answered");
    const response = await app.inject({ method: "GET", url: "/z" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("answered");
    await app.close();
  });
});
