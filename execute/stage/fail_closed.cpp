// Fail-closed: a module built for another target is refused before it runs, and a rejected spec
// has nothing that could be launched.
#include "stage/fail_closed.h"

#include <charconv>
#include <initializer_list>

#include "stage/code_object_flags.h"

namespace paritykit::execute {

PropertyOutcome fail_closed_module(runtime::Backend& be, const std::string& image, const std::string& amd_image) {
  // Only a refusal for the image's target proves the property: every backend checks the target
  // first and says "refused before loading"; a load that fails for another reason (a driver or
  // memory error) proves nothing about the target check.
  std::vector<std::string> refusals, accepted, unproven;
  auto try_load = [&](const std::string& what, const std::string& candidate) {
    runtime::Module m;
    std::string err;
    if (be.load_module(candidate, &m, &err)) {
      be.unload_module(m, &err);
      accepted.push_back(what);
    } else {
      const std::string line = what + ": " + err.substr(0, err.find('\n'));
      (err.starts_with("refused before loading") ? refusals : unproven).push_back(line);
    }
  };
  // The same module retargeted past the device: a newer sm than the device has.
  const std::string device_arch = be.device().arch;
  int sm = 0;
  if (device_arch.size() > 3) std::from_chars(device_arch.data() + 3, device_arch.data() + device_arch.size(), sm);
  std::string retargeted = image;
  if (size_t at = retargeted.find(".target sm_"); at != std::string::npos) {
    size_t end = retargeted.find_first_of(" \t\r\n,", at + 8);
    retargeted.replace(at + 8, end - at - 8, "sm_" + std::to_string(sm + 10));
    try_load("PTX retargeted to sm_" + std::to_string(sm + 10), retargeted);
  }
  if (be.image_form() == runtime::ImageForm::LlvmIr) {
    if (const std::string other = ir_for_another_gfx(image, device_arch); !other.empty())
      try_load("the module's IR marked for another gfx (\"target-cpu\")", other);
  }
  for (const std::string* co : std::initializer_list<const std::string*>{&image, &amd_image}) {
    const std::string other = code_object_for_another_gfx(*co, device_arch);
    runtime::ImageTarget was;
    std::string err;
    if (!other.empty() && runtime::identify_image(*co, &was, &err)) {
      try_load("a " + was.arch + " code object of this run marked for another gfx", other);
      break;
    }
  }
  if (!accepted.empty()) return {"fail_closed", "broken", "a wrong-target module was loaded: " + accepted.front()};
  if (!unproven.empty())
    return {"fail_closed", "broken", "a wrong-target module failed to load for another reason than its target: " +
                                         unproven.front()};
  if (refusals.empty()) return {"fail_closed", "broken", "no wrong-target module could be made to check refusal"};
  std::string detail = "wrong-target modules refused before loading: ";
  for (size_t i = 0; i < refusals.size(); ++i) detail += (i ? "; " : "") + refusals[i];
  return {"fail_closed", "held", detail};
}

PropertyOutcome fail_closed_rejected(const ExecutionRequest& r) {
  const bool clean = r.ir_sha256.empty() && r.kernels.empty() && r.image.empty();
  if (!clean) return {"fail_closed", "broken", "rejected, yet a module exists: " + r.image};
  return {"fail_closed", "held",
          "rejected by both engines (" + r.reject_code + "): no IR, no kernels, no module image to launch"};
}

}  // namespace paritykit::execute
